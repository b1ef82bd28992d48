import { describe, expect, it } from 'vitest';
import { partInput } from '../../store/contract/fixtures';
import { json } from '../../testing/api-client';
import { postImport, useCsvApp } from './testing/csv-app';
import { importCsvText } from './testing/import-rows';

const app = useCsvApp();

/** The rows an answer lists at most (the summary still counts every row). */
const MAX_LISTED_ROWS = 1000;

describe('CSV import answer', () => {
  it('lists at most 1000 rows and says it is truncated, the summary counting all', async () => {
    const answer = await json(await postImport(app, importCsvText(MAX_LISTED_ROWS + 1)));
    expect(answer).toMatchObject({
      success: true,
      applied: false,
      summary: { new: MAX_LISTED_ROWS + 1, changed: 0, unchanged: 0, error: 0 },
      truncated: true,
    });
    const rows = answer.rows as { line: number }[];
    expect(rows).toHaveLength(MAX_LISTED_ROWS);
    // The first rows of the file, in order.
    expect(rows.at(-1)?.line).toBe(MAX_LISTED_ROWS + 1);
  });

  it('lists exactly 1000 rows without saying truncated', async () => {
    const answer = await json(await postImport(app, importCsvText(MAX_LISTED_ROWS)));
    expect(answer.rows).toHaveLength(MAX_LISTED_ROWS);
    expect(answer.truncated).toBe(false);
  });

  it('answers the preview and the apply with Cache-Control: no-store', async () => {
    const preview = await postImport(app, importCsvText(1));
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    const applied = await postImport(app, importCsvText(1), true);
    expect((await json(applied)).applied).toBe(true);
    expect(applied.headers.get('cache-control')).toBe('no-store');
  });
});

describe('CSV export answer', () => {
  it('is a download with Cache-Control: no-store', async () => {
    await app.store.parts.create(partInput({ codigo: 'EXP-1' }));
    const response = await fetch(`${app.url}/api/produtos-exportar.php`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('EXP-1');
  });
});
