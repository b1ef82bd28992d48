/**
 * A map of sets (an index from a key to the ids holding it), kept without empty sets: the word
 * and code indexes of the catalogue are made of these.
 */

/** Adds `value` under `key`; true when `key` was new. */
export function addToSetMap<K, V>(map: Map<K, Set<V>>, key: K, value: V): boolean {
  const values = map.get(key);
  if (values !== undefined) {
    values.add(value);
    return false;
  }
  map.set(key, new Set([value]));
  return true;
}

/** Removes `value` from under `key`, and `key` with its last value; true when `key` went. */
export function deleteFromSetMap<K, V>(map: Map<K, Set<V>>, key: K, value: V): boolean {
  const values = map.get(key);
  if (values === undefined || !values.delete(value) || values.size > 0) return false;
  map.delete(key);
  return true;
}
