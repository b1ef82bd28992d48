import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkServer } from './server-status';

afterEach(() => vi.unstubAllGlobals());

function answer(body: string, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status })),
  );
}

describe('checkServer', () => {
  it("knows the CAST ALL API by verify-session.php's answer", async () => {
    answer('{"success":false}');
    expect(await checkServer('http://127.0.0.1:3000')).toBe('ok');
    expect(fetch).toHaveBeenCalledWith(
      'http://127.0.0.1:3000/api/verify-session.php',
      expect.objectContaining({ credentials: 'omit' }),
    );
  });

  it('tells another web server apart from an unreachable one', async () => {
    answer('<!doctype html><title>Roteador</title>');
    expect(await checkServer('http://127.0.0.1:8080')).toBe('not-castall');
    answer('{"hello":"world"}', 404);
    expect(await checkServer('http://127.0.0.1:8080')).toBe('not-castall');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await checkServer('http://127.0.0.1:9')).toBe('unreachable');
  });
});
