/** Spec §1/§9: structured-data lists carry at most 10 items. */
export const MAX_STRUCTURED_LIST = 10;

export function limitLists<T>(value: T): T {
  if (Array.isArray(value)) {
    return value.slice(0, MAX_STRUCTURED_LIST).map((item: unknown) => limitLists(item)) as T;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, limitLists(item)]),
    ) as T;
  }
  return value;
}
