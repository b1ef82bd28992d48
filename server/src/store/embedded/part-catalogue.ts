import { foldCode } from '../../parts/search-text';
import type { PartPage, PartQuery, StoredPart, TrashedPart } from '../types';
import { compareTrashed } from '../shared/change-entries';
import { compareCreation } from '../shared/part-fields';
import {
  exactRank,
  searchFields,
  searchTerms,
  type SearchFields,
  type SearchTerms,
} from '../shared/search-fields';
import { CodeIndex } from './code-index';
import { containingCandidates, partsByWords } from './search-candidates';
import { WordIndex } from './word-index';

interface Entry {
  part: StoredPart;
  search: SearchFields;
}

/** A copy, so a caller editing a returned part cannot change the catalogue behind the disk. */
function copy(entry: Entry): StoredPart {
  return { ...entry.part };
}

/**
 * The whole catalogue in memory, kept in creation order with its code index and its words.
 * Queries scan the array for the substring match (at 10,000 parts a scan over precomputed folded
 * strings takes about a millisecond); the typo-tolerant match goes through the word index. Only
 * the store changes it, after a write succeeded.
 */
export class PartCatalogue {
  private readonly ordered: Entry[] = [];
  private readonly byId = new Map<string, Entry>();
  private readonly idByCode = new Map<string, string>();
  /** Trashed parts by id: out of every list, their codes still taken. */
  private readonly trash = new Map<string, TrashedPart>();
  private readonly trashedByCode = new Map<string, string>();
  /** The words of the names and codes, and of the categories (the admin scope adds them). */
  private readonly names: WordIndex;
  private readonly categories: WordIndex;
  /** The separator-free codes by their trigrams, for the code part of a search. */
  private readonly codes = new CodeIndex();

  constructor(parts: StoredPart[], trashed: TrashedPart[] = []) {
    for (const part of trashed) this.putTrashed(part);
    // Sorted before the search fields are made, so they are allocated in scan order and a query
    // walks memory sequentially: parts arrive in id (random) order, and scanning entries
    // scattered that way measured several times slower at 10,000 parts.
    for (const part of [...parts].sort(compareCreation)) {
      const entry = { part, search: searchFields(part) };
      this.ordered.push(entry);
      this.byId.set(part.id, entry);
      this.idByCode.set(entry.search.codeKey, part.id);
      this.codes.add(part.id, entry.search.codeKey);
    }
    const wordsOf = (kind: 'shop' | 'category') =>
      this.ordered.map(({ part, search }) => [part.id, search.words[kind]] as const);
    this.names = WordIndex.of(wordsOf('shop'));
    this.categories = WordIndex.of(wordsOf('category'));
  }

  private indexWords({ part, search }: Entry): void {
    this.names.add(part.id, search.words.shop);
    this.categories.add(part.id, search.words.category);
    this.codes.add(part.id, search.codeKey);
  }

  private unindexWords({ part, search }: Entry): void {
    this.names.remove(part.id, search.words.shop);
    this.categories.remove(part.id, search.words.category);
    this.codes.remove(part.id);
  }

  get size(): number {
    return this.ordered.length;
  }

  /** Epoch ms of the newest creation, update or trash time, 0 when empty. */
  newestWrite(): number {
    let newest = 0;
    for (const { part } of this.ordered) {
      newest = Math.max(newest, Date.parse(part.createdAt), Date.parse(part.updatedAt));
    }
    for (const part of this.trash.values()) newest = Math.max(newest, Date.parse(part.trashedAt));
    return newest;
  }

  get(id: string): StoredPart | undefined {
    const entry = this.byId.get(id);
    return entry && copy(entry);
  }

  /** The id of the part holding a folded code, if any (a trashed part still holds its code). */
  idForCode(codeKey: string): string | undefined {
    return this.idByCode.get(codeKey) ?? this.trashedByCode.get(codeKey);
  }

  getTrashed(id: string): TrashedPart | undefined {
    const part = this.trash.get(id);
    return part && { ...part };
  }

  /** Most recently trashed first. */
  listTrashed(): TrashedPart[] {
    return [...this.trash.values()].map((part) => ({ ...part })).sort(compareTrashed);
  }

  putTrashed(part: TrashedPart): void {
    this.trash.set(part.id, part);
    this.trashedByCode.set(foldCode(part.codigo), part.id);
  }

  removeTrashed(id: string): void {
    const part = this.trash.get(id);
    if (part === undefined) return;
    this.trash.delete(id);
    this.trashedByCode.delete(foldCode(part.codigo));
  }

  list(): StoredPart[] {
    return this.ordered.map(copy);
  }

  query(query: PartQuery): PartPage {
    const terms = searchTerms(query.search);
    const matches = terms === undefined ? this.filtered(query) : this.ranked(query, terms);
    const start = (query.page - 1) * query.pageSize;
    const items = matches.slice(start, start + query.pageSize).map(copy);
    const catalogueTotal = this.ordered.length;
    return {
      items,
      total: matches.length,
      catalogueTotal,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  private filtered(query: PartQuery): Entry[] {
    return this.ordered.filter(
      (entry) =>
        (query.categoria === undefined || entry.part.categoria === query.categoria) &&
        (query.missingTranslation !== true || entry.search.lacksTranslation),
    );
  }

  /**
   * The matches of a search, best first (issue 15): the part whose code is the query, then the
   * parts containing it, then the parts found by words with a typo; creation order within each.
   * The candidates come from the word indexes when they narrow the search to under an eighth of
   * the catalogue; otherwise (a very common word, a query of punctuation) the catalogue is read.
   */
  private ranked(query: PartQuery, terms: SearchTerms): Entry[] {
    const indexes = query.scope === 'admin' ? [this.names, this.categories] : [this.names];
    const wordsOf = (id: string) => this.byId.get(id)?.search.words[query.scope];
    const byWords =
      terms.words.length === 0 ? new Set<string>() : partsByWords(indexes, terms.words, wordsOf);
    const candidates = containingCandidates(
      indexes,
      terms,
      (code) => this.codes.idsContaining(code),
      this.ordered.length / 8,
    );
    const ranks: [Entry[], Entry[], Entry[]] = [[], [], []];
    const consider = (entry: Entry) => {
      if (query.categoria !== undefined && entry.part.categoria !== query.categoria) return;
      if (query.missingTranslation === true && !entry.search.lacksTranslation) return;
      const rank = exactRank(entry.search, query.scope, terms);
      if (rank !== undefined) ranks[rank].push(entry);
      else if (byWords.has(entry.part.id)) ranks[2].push(entry);
    };
    if (candidates === undefined) {
      for (const entry of this.ordered) consider(entry);
    } else {
      const entries = [...new Set([...candidates, ...byWords])]
        .map((id) => this.byId.get(id))
        .filter((entry) => entry !== undefined)
        .sort((a, b) => compareCreation(a.part, b.part));
      for (const entry of entries) consider(entry);
    }
    return ranks.flat();
  }

  /** Adds a part or replaces the one with its id (whose creation time never changes). */
  put(part: StoredPart): void {
    const entry = { part, search: searchFields(part) };
    const previous = this.byId.get(part.id);
    if (previous === undefined) {
      this.ordered.splice(this.insertionIndex(part), 0, entry);
    } else {
      this.ordered[this.indexOf(previous.part)] = entry;
      this.releaseCode(previous.search.codeKey, part.id);
      this.unindexWords(previous);
    }
    this.byId.set(part.id, entry);
    this.idByCode.set(entry.search.codeKey, part.id);
    this.indexWords(entry);
  }

  remove(id: string): void {
    const entry = this.byId.get(id);
    if (entry === undefined) return;
    this.ordered.splice(this.indexOf(entry.part), 1);
    this.byId.delete(id);
    this.unindexWords(entry);
    this.releaseCode(entry.search.codeKey, id);
  }

  /** Forgets a code's holder, unless another part of the same write has taken the code since. */
  private releaseCode(codeKey: string, id: string): void {
    if (this.idByCode.get(codeKey) === id) this.idByCode.delete(codeKey);
  }

  /** First index whose part sorts at or after `part` (binary search; new parts land last). */
  private insertionIndex(part: StoredPart): number {
    let low = 0;
    let high = this.ordered.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const probe = this.ordered[middle];
      if (probe !== undefined && compareCreation(probe.part, part) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private indexOf(part: StoredPart): number {
    const index = this.insertionIndex(part);
    if (this.ordered[index]?.part.id !== part.id) throw new Error(`Catalogue lost part ${part.id}`);
    return index;
  }
}
