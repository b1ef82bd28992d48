import net from 'node:net';

export interface Trickled {
  /** What the server wrote back before it closed the socket. */
  answer: string;
  /** How many of the bytes the client meant to send went out before the close. */
  sent: number;
  elapsedMs: number;
}

/**
 * A slow client: sends `head` at once, then `trickled` one byte every `everyMs`, until the
 * server closes the socket or `giveUpMs` passes (then the test closes it, and the caller sees
 * it). A reset while still writing is the server closing a request it gave up on, not a
 * failure: the answer it wrote first is kept, and the close resolves.
 */
export function trickle(
  url: string,
  head: string,
  trickled: string,
  everyMs: number,
  giveUpMs: number,
): Promise<Trickled> {
  const { hostname, port } = new URL(url);
  const startedAt = Date.now();
  return new Promise((resolve, reject) => {
    let answer = '';
    let sent = 0;
    const socket = net.connect(Number(port), hostname, () => socket.write(head));
    const timer = setInterval(() => {
      if (sent < trickled.length && socket.writable) socket.write(trickled[sent++] ?? '');
    }, everyMs);
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') reject(err);
    });
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ answer, sent, elapsedMs: Date.now() - startedAt });
    });
  });
}
