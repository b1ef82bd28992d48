import type { Db } from 'mongodb';
import type { Collections } from './collections';

/**
 * The database server's time as seen from this process: its `hello` answer's `localTime`,
 * taken half-way through the round trip. Every app server on the database then stamps parts
 * from one clock (issue 14), so creation order holds across them even when their own clocks
 * disagree by seconds; what is left is the round-trip error, a few milliseconds.
 */
export async function serverClockOffset(db: Db): Promise<number> {
  const sent = Date.now();
  const hello = (await db.command({ hello: 1 })) as { localTime?: Date };
  const received = Date.now();
  if (!(hello.localTime instanceof Date)) return 0;
  return hello.localTime.getTime() - (sent + received) / 2;
}

/** Epoch ms of the newest part's creation (the index's order), 0 on an empty catalogue. */
export async function newestCreation({ parts }: Collections): Promise<number> {
  const newest = await parts.findOne(
    {},
    { sort: { createdAt: -1, id: -1 }, projection: { _id: 0, createdAt: 1 } },
  );
  return newest === null ? 0 : Date.parse(newest.createdAt);
}
