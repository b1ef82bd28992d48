/**
 * A clock for creation and update times that never repeats or goes back: each reading is at
 * least one millisecond after the previous one. Synced writes take well under a millisecond,
 * so without it a quick series of creates would share a timestamp and list in random id order
 * instead of the order they were made. `floor` seeds it with the newest time already stored;
 * `now` is the time source (the MongoDB store passes the database server's clock, so servers
 * whose own clocks differ still write in one order).
 */
export function createWriteClock(floor = 0, now: () => number = Date.now): () => Date {
  let last = floor;
  return () => {
    last = Math.max(now(), last + 1);
    return new Date(last);
  };
}
