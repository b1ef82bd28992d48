import type { PartsPage } from '@castall/contracts';
import type { PartQuery, PartRepository } from '../store/types';
import { toListedPart } from './public-part';
import { serializedCache, type SerializedBody } from './serialized-cache';

/** Query pages kept per catalogue revision: the shop's first pages and common searches. */
const QUERY_CACHE_ENTRIES = 200;

/** A page of the query endpoint, serialized once per catalogue revision and query. */
export type PartsPages = (revision: string, query: PartQuery) => Promise<SerializedBody>;

/**
 * The query endpoint's answers, cached per catalogue revision. One cache for the endpoint and
 * the shop's server render, so both send the same parts for the same query.
 */
export function partsPages(parts: PartRepository): PartsPages {
  return serializedCache(
    async (query: PartQuery): Promise<PartsPage> => {
      const page = await parts.query(query);
      return { ...page, items: page.items.map(toListedPart) };
    },
    { maxEntries: QUERY_CACHE_ENTRIES },
  );
}
