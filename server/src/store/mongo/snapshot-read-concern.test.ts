import { createRequire } from 'node:module';
import {
  MongoClient,
  ReadConcern,
  Timestamp,
  type ClientSession,
  type Document,
  type ReadConcernLike,
} from 'mongodb';
import { afterAll, expect, it } from 'vitest';
import type { Collections } from './collections';
import { createPartsRepository } from './parts-repository';
import type { Revision } from './revision';

/**
 * No MongoDB server here: the repository runs against collections that stand in for the wire,
 * each read building its command the way driver 7.9 does (`ReadConcern.fromOptions`, then
 * `applySession`), and the first read of a snapshot session receiving `atClusterTime` as a
 * server's reply would give it. What the test watches is the read concern each command carries.
 */
// The driver's own step that puts a session's snapshot time into the command it sends.
const { applySession } = createRequire(import.meta.url)('mongodb/lib/sessions') as {
  applySession: (session: ClientSession, command: Document, options: object) => void;
};
/** The driver's session, with the field its public typings leave out. */
type Session = ClientSession & { snapshotTime?: Timestamp };

const client = new MongoClient('mongodb://127.0.0.1:1/castall-test');
afterAll(() => client.close());

const sent: Document[] = [];
let clusterTime = 0;

function send(name: string, options: { session?: Session; readConcern?: ReadConcernLike }) {
  const command: Document = { [name]: 'parts' };
  const readConcern = ReadConcern.fromOptions(options);
  if (readConcern !== undefined) command.readConcern = readConcern;
  const { session } = options;
  if (session !== undefined) {
    applySession(session, command, {});
    // The reply of a snapshot session's first read names its moment (updateSessionFromResponse).
    if (session.snapshotEnabled && session.snapshotTime === undefined) {
      clusterTime += 1;
      session.snapshotTime = new Timestamp({ t: clusterTime, i: 1 });
    }
  }
  sent.push({ ...command, readConcern: { ...(command.readConcern as Document) } });
}

const parts = {
  countDocuments: (_filter: unknown, options: { session?: Session }) => {
    send('count', options);
    return Promise.resolve(0);
  },
  find: (_filter: unknown, options: { session?: Session }) => {
    send('find', options);
    return { toArray: () => Promise.resolve([]) };
  },
  aggregate: (_pipeline: unknown, options: { session?: Session }) => {
    send('aggregate', options);
    return { toArray: () => Promise.resolve([]) };
  },
};

const repository = createPartsRepository(
  client,
  { parts } as unknown as Collections,
  { read: () => Promise.resolve(0) } as unknown as Revision,
);

const page = { scope: 'shop', page: 1, pageSize: 50 } as const;

it('gives every query its own snapshot: a later query never reads an earlier moment', async () => {
  await repository.query(page);
  const first = sent.splice(0);
  expect(first.map((command) => Object.keys(command)[0])).toEqual(['count', 'count', 'find']);
  // The new session's first read asks for a snapshot and names no moment: the server picks now.
  expect(first[0]?.readConcern).toEqual({ level: 'snapshot' });
  // Its later reads share that session's moment, so page and totals agree.
  const moment = first[1]?.readConcern.atClusterTime as Timestamp;
  expect(moment.toString()).toBe(new Timestamp({ t: 1, i: 1 }).toString());
  expect(first[2]?.readConcern.atClusterTime).toEqual(moment);

  await repository.query({ ...page, search: 'bico' });
  const second = sent.splice(0);
  // Shared-object bug (issue 38): this read carried the first query's atClusterTime.
  expect(second[0]?.readConcern).toEqual({ level: 'snapshot' });
  expect(second[1]?.readConcern.atClusterTime).toEqual(new Timestamp({ t: 2, i: 1 }));
  expect(second.map((command) => Object.keys(command)[0])).toEqual(['count', 'count', 'aggregate']);
});
