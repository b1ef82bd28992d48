/**
 * A clock for creation and update times that never repeats or goes back: each reading is at
 * least one millisecond after the previous one. Synced writes take well under a millisecond,
 * so without it a quick series of creates would share a timestamp and list in random id order
 * instead of the order they were made. `floor` seeds it with the newest time already stored.
 */
export function createWriteClock(floor = 0): () => Date {
  let last = floor;
  return () => {
    last = Math.max(Date.now(), last + 1);
    return new Date(last);
  };
}
