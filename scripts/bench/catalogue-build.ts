/**
 * What the embedded store does with its parts at start-up, once they are read from disk,
 * measured in this process (issue 15's budget: the search indexes built in ≤ 3 s at 100,000
 * parts): the folding of every part's search fields, which the scan needed before issue 15,
 * and the whole catalogue (the same folding plus the word and code indexes). The indexes'
 * share is the difference of the two.
 */
import { PartCatalogue } from '@castall/server/part-catalogue';
import { newStoredPart } from '@castall/server/part-fields';
import { searchFields } from '@castall/server/search-fields';
import { benchPart } from './seed-parts';

export function measureCatalogueBuild(count: number): Record<string, string> {
  const start = Date.parse('2026-01-01T00:00:00Z');
  const parts = Array.from({ length: count }, (_, i) =>
    newStoredPart(`bench-${i}`, benchPart(i), new Date(start + i)),
  );
  let since = performance.now();
  const folded = parts.map(searchFields);
  const foldingMs = Math.round(performance.now() - since);
  since = performance.now();
  const catalogue = new PartCatalogue(parts);
  const catalogueMs = Math.round(performance.now() - since);
  if (catalogue.size !== folded.length) throw new Error('catalogue lost parts');
  return {
    'search fields folded (in process)': `${foldingMs} ms`,
    'catalogue with its indexes (in process)': `${catalogueMs} ms`,
    'so the word and code indexes': `about ${Math.max(0, catalogueMs - foldingMs)} ms`,
  };
}
