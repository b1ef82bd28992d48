import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedFileStore } from './file-store';
import { makeTempDir } from './testing/temp-dir';

// What only the embedded FileStore has: files on disk in the upload folder's layout (the
// contract suite covers the behaviour both stores share).

let temp: Awaited<ReturnType<typeof makeTempDir>>;
let dir: string;

beforeEach(async () => {
  temp = await makeTempDir();
  dir = path.join(temp.dir, 'upload');
});
afterEach(async () => {
  await temp.remove();
});

const read = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

describe('embedded file store', () => {
  it('writes each name as a file in the folder, making the folders on the first write', async () => {
    const files = createEmbeddedFileStore(dir);
    expect(await files.list()).toEqual([]);
    await files.put('a.webp', Buffer.from('full'), 'image/webp');
    await files.put('thumbs/a.webp', Buffer.from('thumb'), 'image/webp');
    expect(await readdir(dir)).toEqual(['a.webp', 'thumbs']);
    expect(await readdir(path.join(dir, 'thumbs'))).toEqual(['a.webp']);
  });

  it('serves files copied into the folder by hand, typed by their extension', async () => {
    await mkdir(path.join(dir, 'thumbs'), { recursive: true });
    await writeFile(path.join(dir, 'bomba-01.JPG'), 'jpeg');
    await writeFile(path.join(dir, 'thumbs', 'bomba-01.png'), 'png');
    await writeFile(path.join(dir, 'notes.txt'), 'text');
    const files = createEmbeddedFileStore(dir);
    expect((await files.list()).sort()).toEqual([
      'bomba-01.JPG',
      'notes.txt',
      'thumbs/bomba-01.png',
    ]);
    expect((await files.open('bomba-01.JPG'))?.contentType).toBe('image/jpeg');
    expect((await files.open('thumbs/bomba-01.png'))?.contentType).toBe('image/png');
    expect((await files.open('notes.txt'))?.contentType).toBe('application/octet-stream');
  });

  it('lists and opens neither folders, deeper files, hidden files nor a crashed write', async () => {
    await mkdir(path.join(dir, 'thumbs', 'deeper'), { recursive: true });
    await mkdir(path.join(dir, 'album.jpg'));
    await writeFile(path.join(dir, 'thumbs', 'deeper', 'x.webp'), 'x');
    await writeFile(path.join(dir, '.a.webp.123.0a1b2c3d.partial'), 'half');
    const files = createEmbeddedFileStore(dir);
    expect(await files.list()).toEqual([]);
    expect(await files.open('album.jpg')).toBeUndefined();
    expect(await files.open('thumbs/deeper')).toBeUndefined();
    expect(await files.open('.a.webp.123.0a1b2c3d.partial')).toBeUndefined();
  });

  it('leaves neither the target nor a partial file when a write fails', async () => {
    const files = createEmbeddedFileStore(dir);
    // A folder where the file should go: the rename fails after the content was written.
    await mkdir(path.join(dir, 'taken.webp', 'inside'), { recursive: true });
    await expect(files.put('taken.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    expect(await readdir(dir)).toEqual(['taken.webp']);
  });

  it('fails a stream whose file was replaced since it was opened, never sending the new bytes', async () => {
    const files = createEmbeddedFileStore(dir);
    await files.put('a.webp', Buffer.from('first'), 'image/webp');
    const opened = await files.open('a.webp');
    await files.put('a.webp', Buffer.from('second, longer'), 'image/webp');
    await expect(read(opened!.stream())).rejects.toThrow(/changed/);
    expect(await read((await files.open('a.webp'))!.stream())).toBe('second, longer');
  });

  it('fails a stream whose file was removed since it was opened', async () => {
    const files = createEmbeddedFileStore(dir);
    await files.put('a.webp', Buffer.from('first'), 'image/webp');
    const opened = await files.open('a.webp');
    await files.remove('a.webp');
    await expect(read(opened!.stream())).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
