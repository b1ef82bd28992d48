/** One slot of a pagination bar: a page number, or an ellipsis standing for skipped pages. */
export type PageSlot = number | 'ellipsis';

/** Spec §9: the pagination bars show a window of 5 page numbers. */
export const PAGE_WINDOW = 5;

/**
 * The slots of a pagination bar for page `current` of `pageCount` (spec §2): the first and
 * last pages always, a window of `window` pages around the current one (shifted at the ends
 * so it keeps its width), and an ellipsis where pages are skipped. An ellipsis never stands
 * for a single page: that page is shown instead.
 *
 * pageSlots(1, 20)  → [1, 2, 3, 4, 5, 'ellipsis', 20]
 * pageSlots(10, 20) → [1, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 20]
 */
export function pageSlots(current: number, pageCount: number, window = PAGE_WINDOW): PageSlot[] {
  if (pageCount <= 0) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), pageCount);
  const half = Math.floor(window / 2);
  let start = Math.max(1, page - half);
  const end = Math.min(pageCount, start + window - 1);
  start = Math.max(1, end - window + 1);

  const slots: PageSlot[] = [];
  const push = (n: number) => slots.push(n);
  push(1);
  if (start > 3) slots.push('ellipsis');
  else for (let n = 2; n < start; n++) push(n);
  for (let n = Math.max(2, start); n <= Math.min(end, pageCount - 1); n++) push(n);
  if (end < pageCount - 2) slots.push('ellipsis');
  else for (let n = Math.max(end + 1, 2); n < pageCount; n++) push(n);
  if (pageCount > 1) push(pageCount);
  return slots;
}

/** Number of pages for `total` items at `pageSize` per page; at least 1, so "Página 1 de 1". */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
