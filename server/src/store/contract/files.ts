import { expect, it } from 'vitest';
import { InvalidFileNameError, type FileStore } from '../types';
import type { CurrentStore } from './fixtures';

const UUID = '0f8c2d4e-1a2b-4c3d-8e9f-a0b1c2d3e4f5';

async function contentOf(files: FileStore, name: string): Promise<string | undefined> {
  const file = await files.open(name);
  if (file === undefined) return undefined;
  return Buffer.concat((await file.stream().toArray()) as Buffer[]).toString();
}

/** Part images (issue 14): what one server stores, every server on the store serves. */
export function filesContract(current: CurrentStore): void {
  it('stores a file and its thumbnail, and opens them with size, type, ETag and time', async () => {
    const { files } = current();
    const before = Date.now();
    await files.put(`${UUID}.webp`, Buffer.from('full image'), 'image/webp');
    await files.put(`thumbs/${UUID}.webp`, Buffer.from('thumb'), 'image/webp');

    const file = await files.open(`${UUID}.webp`);
    expect(file).toMatchObject({ size: 10, contentType: 'image/webp' });
    expect(file?.etag).toMatch(/^[^"\s]+$/);
    // Clocks of a file system or a database server may round: a second of slack.
    expect(file?.modified.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(file?.modified.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await contentOf(files, `${UUID}.webp`)).toBe('full image');
    expect(await contentOf(files, `thumbs/${UUID}.webp`)).toBe('thumb');
    expect((await files.list()).sort()).toEqual([`${UUID}.webp`, `thumbs/${UUID}.webp`]);
  });

  it('reads a file as often as asked, a new stream each time', async () => {
    const { files } = current();
    await files.put('bomba-01.jpg', Buffer.from('jpeg'), 'image/jpeg');
    const file = await files.open('bomba-01.jpg');
    if (file === undefined) throw new Error('bomba-01.jpg was not stored');
    const read = async () => Buffer.concat((await file.stream().toArray()) as Buffer[]);
    expect((await read()).toString()).toBe('jpeg');
    expect((await read()).toString()).toBe('jpeg');
    expect(file.contentType).toBe('image/jpeg');
  });

  it('keeps an empty file', async () => {
    const { files } = current();
    await files.put('empty.png', Buffer.alloc(0), 'image/png');
    expect(await files.open('empty.png')).toMatchObject({ size: 0 });
    expect(await contentOf(files, 'empty.png')).toBe('');
  });

  it('replaces a name: the new content, a new ETag, one name in the list', async () => {
    const { files } = current();
    await files.put('peca.webp', Buffer.from('old'), 'image/webp');
    const old = await files.open('peca.webp');
    await files.put('peca.webp', Buffer.from('newer'), 'image/webp');
    const replaced = await files.open('peca.webp');
    expect(replaced?.size).toBe(5);
    expect(replaced?.etag).not.toBe(old?.etag);
    expect(await contentOf(files, 'peca.webp')).toBe('newer');
    expect(await files.list()).toEqual(['peca.webp']);
  });

  it('keeps the same ETag while the content stays', async () => {
    const { files } = current();
    await files.put('same.webp', Buffer.from('same'), 'image/webp');
    expect((await files.open('same.webp'))?.etag).toBe((await files.open('same.webp'))?.etag);
  });

  it('answers undefined for an unknown name, also in a folder', async () => {
    const { files } = current();
    expect(await files.open('missing.webp')).toBeUndefined();
    expect(await files.open('thumbs/missing.webp')).toBeUndefined();
    expect(await files.list()).toEqual([]);
  });

  it('removes a file, leaves the others, and removes a missing name without failing', async () => {
    const { files } = current();
    await files.put('a.webp', Buffer.from('a'), 'image/webp');
    await files.put('thumbs/a.webp', Buffer.from('ta'), 'image/webp');
    await files.remove('a.webp');
    expect(await files.open('a.webp')).toBeUndefined();
    expect(await files.list()).toEqual(['thumbs/a.webp']);
    await expect(files.remove('a.webp')).resolves.toBeUndefined();
    await expect(files.remove('thumbs/never.webp')).resolves.toBeUndefined();
  });

  it.each([
    '../escape.webp',
    '/absolute.webp',
    'thumbs/../../escape.webp',
    'a/b/c.webp',
    '.hidden.webp',
    'thumbs/.hidden.webp',
    'back\\slash.webp',
    '',
    'thumbs/',
    `x${'y'.repeat(250)}.webp`, // 256 characters
  ])('refuses the name %j on put and remove, and finds nothing under it', async (name) => {
    const { files } = current();
    await expect(files.put(name, Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(
      InvalidFileNameError,
    );
    await expect(files.remove(name)).rejects.toBeInstanceOf(InvalidFileNameError);
    expect(await files.open(name)).toBeUndefined();
    expect(await files.list()).toEqual([]);
  });

  it('serves every reader the same file when puts of one name race', async () => {
    const { files } = current();
    await Promise.all(
      ['one', 'two', 'three'].map((text) =>
        files.put('race.webp', Buffer.from(text), 'image/webp'),
      ),
    );
    expect(['one', 'two', 'three']).toContain(await contentOf(files, 'race.webp'));
    expect(await files.list()).toEqual(['race.webp']);
  });
}
