/**
 * The value `map` keeps for `key`, created when missing. The map holds at most `size` keys: using a
 * key moves it to the end of the insertion order, so the least recently used key is the first to go.
 */
export const recentlyUsed = <K, V>(map: Map<K, V>, key: K, create: () => V, size: number): V => {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    if (map.size >= size) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
  } else {
    map.delete(key);
  }
  map.set(key, value);
  return value;
};
