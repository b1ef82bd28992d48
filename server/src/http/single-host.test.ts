import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/site-fixture';

const server = useTestApp();

/** Writes `head` as is (fetch and http.request merge or refuse repeated headers). */
function rawExchange(head: string): Promise<string> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(Number(port), hostname, () => socket.write(head));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

describe('Host headers', () => {
  it.each([
    ['GET / HTTP/1.1', 'Host: www.castall.com.br\r\nHost: evil.example'],
    ['GET /api/produtos-listar.php HTTP/1.1', 'Host: a\r\nHOST: a'],
    ['GET /admin HTTP/1.1', 'host: a\r\nX-Other: 1\r\nHost: b'],
  ])('answers %s with two Host headers 400', async (line, hosts) => {
    const answer = await rawExchange(`${line}\r\n${hosts}\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('serves a request with one Host header', async () => {
    const answer = await rawExchange('GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});
