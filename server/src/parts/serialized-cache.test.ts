import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serializedCache } from './serialized-cache';

describe('serializedCache', () => {
  it('builds once per revision and key, and again when the revision changes', async () => {
    const built: string[] = [];
    const get = serializedCache(
      (key: string) => {
        built.push(key);
        return Promise.resolve({ key });
      },
      { maxEntries: 10 },
    );
    const first = await get('r1', 'a');
    await get('r1', 'a');
    await get('r1', 'b');
    expect(built).toEqual(['a', 'b']);
    expect((await get('r2', 'a')).etag).toBe(first.etag);
    expect(built).toEqual(['a', 'b', 'a']);
  });

  it('drops the least recently used key beyond maxEntries', async () => {
    const built: string[] = [];
    const get = serializedCache(
      (key: string) => {
        built.push(key);
        return Promise.resolve(key);
      },
      { maxEntries: 2 },
    );
    await get('r', 'a');
    await get('r', 'b');
    await get('r', 'a'); // a is now the most recent
    await get('r', 'c'); // evicts b
    await get('r', 'a');
    await get('r', 'b');
    expect(built).toEqual(['a', 'b', 'c', 'b']);
  });

  it('does not keep a failed build', async () => {
    let attempts = 0;
    const get = serializedCache(() => {
      attempts++;
      return attempts === 1 ? Promise.reject(new Error('down')) : Promise.resolve([1]);
    });
    await expect(get('r', undefined)).rejects.toThrow('down');
    await Promise.resolve();
    const body = await get('r', undefined);
    expect((await body.encoded('identity')).toString()).toBe('[1]');
  });

  it('gives a gzip copy of the same bytes', async () => {
    const body = await serializedCache(() => Promise.resolve({ ok: true }))('r', undefined);
    expect(gunzipSync(await body.encoded('gzip')).toString()).toBe('{"ok":true}');
  });
});
