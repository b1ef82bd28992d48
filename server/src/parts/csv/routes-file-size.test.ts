import { describe, expect, it } from 'vitest';
import { json } from '../../testing/api-client';
import { postImport, useCsvApp } from './testing/csv-app';
import { importCsvText } from './testing/import-rows';

const app = useCsvApp();

const LIMIT = 10 * 1024 * 1024;

/** A one-row CSV file of exactly `bytes` bytes: the row's last cell padded with spaces. */
function csvOfSize(bytes: number): Buffer {
  const text = importCsvText(1).trimEnd();
  const file = Buffer.alloc(bytes, ' ');
  file.write(text, 'utf8');
  return file;
}

// Reading 10 MB takes about 2 s alone, several on a busy machine.
describe('CSV import file size', { timeout: 30_000 }, () => {
  it('reads a file of exactly 10 MB', async () => {
    const response = await postImport(app, csvOfSize(LIMIT));
    expect(response.status).toBe(200);
    // The padding is trimmed away: the row is a valid new part.
    expect((await json(response)).summary).toMatchObject({ new: 1, error: 0 });
  });

  it('refuses a file one byte over 10 MB with a Portuguese sentence naming the limit', async () => {
    const response = await postImport(app, csvOfSize(LIMIT + 1));
    expect(response.status).toBe(413);
    expect(await json(response)).toEqual({
      success: false,
      error: 'O arquivo CSV deve ter no máximo 10 MB.',
    });
  });
});
