import type { Document } from 'mongodb';
import { expect, it } from 'vitest';
import { sessionKey } from '../shared/session-key';
import type { Collections } from './collections';
import { createSessionStore } from './session-store';

/** A `sessions` collection in memory that keeps the filters and documents it is sent. */
function memorySessions() {
  const documents = new Map<string, Document>();
  const sent: unknown[] = [];
  const idOf = (filter: { _id: { $eq: string } }) => filter._id.$eq;
  return {
    documents,
    sent,
    collection: {
      findOne: (filter: { _id: { $eq: string } }) => {
        sent.push(filter);
        return Promise.resolve(documents.get(idOf(filter)) ?? null);
      },
      replaceOne: (filter: { _id: { $eq: string } }, document: Document) => {
        sent.push(filter, document);
        documents.set(idOf(filter), { _id: idOf(filter), ...document });
        return Promise.resolve();
      },
      deleteOne: (filter: { _id: { $eq: string } }) => {
        sent.push(filter);
        documents.delete(idOf(filter));
        return Promise.resolve();
      },
      deleteMany: (filter: { _id?: { $ne: string } }) => {
        sent.push(filter);
        for (const key of documents.keys()) if (key !== filter._id?.$ne) documents.delete(key);
        return Promise.resolve();
      },
    },
  };
}

it('stores, finds and destroys a session under the SHA-256 of its id, never the id', async () => {
  const memory = memorySessions();
  const sessions = createSessionStore({ sessions: memory.collection } as unknown as Collections);
  const id = 'LiveSessionId-0123456789abcdefghijklmnopqrstuv';
  const other = 'OtherSessionId-0123456789abcdefghijklmnopqrstu';
  const expiresAt = Date.now() + 60_000;
  await sessions.set(id, { data: { user: 'admin' }, expiresAt });
  await sessions.set(other, { data: { user: 'admin' }, expiresAt });
  expect([...memory.documents.keys()].sort()).toEqual([sessionKey(id), sessionKey(other)].sort());
  expect(await sessions.get(id)).toEqual({ data: { user: 'admin' }, expiresAt });
  expect(await sessions.get(sessionKey(id))).toBeUndefined();
  await sessions.destroyAllOf('admin', id);
  expect([...memory.documents.keys()]).toEqual([sessionKey(id)]);
  await sessions.destroy(id);
  expect(memory.documents.size).toBe(0);
  // Nothing sent to the database named a session id.
  expect(JSON.stringify(memory.sent)).not.toMatch(/SessionId-/);
});
