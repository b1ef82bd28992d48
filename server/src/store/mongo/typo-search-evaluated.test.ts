import { Aggregator } from 'mingo';
import { describe, expect, it } from 'vitest';
import { partInput } from '../contract/fixtures';
import { PartCatalogue } from '../embedded/part-catalogue';
import { newStoredPart } from '../shared/part-fields';
import { searchTerms } from '../shared/search-fields';
import type { SearchScope } from '../types';
import { toPartDocument } from './documents';
import { partFilter, rankedPage } from './part-filter';

/**
 * No MongoDB server runs here, so the query the MongoDB store sends for a search (its filter and
 * its ranked aggregation) is evaluated by mingo, the MongoDB query language on plain objects,
 * over documents made the way the store makes them, and compared with the embedded store's
 * answer for the same catalogue (issue 15: the typo cases in both stores). MongoDB's PCRE2 reads
 * `\p{L}` as a Unicode class; JavaScript needs the `u` flag for it (and refuses there the escaped `-` PCRE2 accepts), so the
 * patterns holding a class get it.
 */
function withUnicodePatterns(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withUnicodePatterns);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      (key === '$regex' || key === 'regex') && typeof inner === 'string'
        ? new RegExp(inner, inner.includes('\\p{') ? 'u' : '')
        : withUnicodePatterns(inner),
    ]),
  );
}

const names = [
  ['Válvula de alívio', 'VAL-100', 'Hidráulica'],
  ['Válvula solenoide', 'VAL-200', 'Hidráulica'],
  ['Sensor de pressão', 'SEN-300', 'Eletrônica'],
  ['Sensores e cabos', 'SEN-400', 'Elétrica'],
  ['Bomba de engrenagem', 'BOM-500', 'Hidráulica'],
  ['Kit sensro', 'KIT-600', 'Mecânica'],
] as const;
const clock = Date.parse('2026-01-01T00:00:00Z');
const parts = names.map(([nome, codigo, categoria], i) =>
  newStoredPart(
    `p${i}`,
    partInput({ nome_pt: nome, nome_en: nome, nome_es: nome, codigo, categoria }),
    new Date(clock + i * 1000),
  ),
);
const documents = parts.map(toPartDocument);
const embedded = new PartCatalogue(parts);

function mongoCodes(search: string, scope: SearchScope): string[] {
  const query = { scope, search, page: 1, pageSize: 50 } as const;
  const pipeline = rankedPage(partFilter(query), scope, searchTerms(search)!, 0, 50);
  const found = new Aggregator(withUnicodePatterns(pipeline) as Record<string, unknown>[]).run(
    documents,
  ) as { codigo: string }[];
  return found.map((part) => part.codigo);
}

function embeddedCodes(search: string, scope: SearchScope): string[] {
  return embedded.query({ scope, search, page: 1, pageSize: 50 }).items.map((part) => part.codigo);
}

describe('the MongoDB search, evaluated without a server', () => {
  it.each([
    ['valvla', ['VAL-100', 'VAL-200']],
    ['sensro', ['KIT-600', 'SEN-300']],
    ['alivoi valvula', ['VAL-100']],
    ['engernagem', ['BOM-500']],
  ])('finds %s with one letter wrong, missing or swapped', (search, codes) => {
    expect(mongoCodes(search, 'shop')).toEqual(codes);
    expect(embeddedCodes(search, 'shop')).toEqual(codes);
  });

  it('ranks the exact code first, then what contains the query, then typo matches', () => {
    // "sensro" is held as typed by KIT-600 (contains), a typo of "sensor" for SEN-300.
    expect(mongoCodes('sensro', 'shop')).toEqual(['KIT-600', 'SEN-300']);
    expect(mongoCodes('sen300', 'shop')).toEqual(['SEN-300']);
    expect(mongoCodes('sensor', 'shop')).toEqual(['SEN-300', 'SEN-400', 'KIT-600']);
  });

  it('answers what the embedded store answers, in both scopes', () => {
    const searches = ['valvla', 'sensro', 'sensor', 'hidraulca', 'val', 'de', 'bomba x', 'o'];
    for (const search of searches) {
      for (const scope of ['shop', 'admin'] as const) {
        expect(mongoCodes(search, scope), `${search} (${scope})`).toEqual(
          embeddedCodes(search, scope),
        );
      }
    }
  });

  it('never forgives a typo in a short word or a number', () => {
    expect(mongoCodes('bmba', 'shop')).toEqual([]);
    expect(mongoCodes('val-101', 'shop')).toEqual([]);
  });
});
