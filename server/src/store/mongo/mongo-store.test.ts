import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { describeStoreContract } from '../contract/describe-store-contract';
import { partInput } from '../contract/fixtures';
import { openMongoStore } from '.';

// Runs only against a real server: MONGODB_URI=mongodb://localhost:27017 npx vitest run server/src/store
const uri = process.env.MONGODB_URI;

/** A fresh database per store, dropped afterwards. */
async function openFresh(mongoUri: string) {
  const dbName = `castall_test_${randomUUID().replaceAll('-', '')}`;
  const store = await openMongoStore({ uri: mongoUri, dbName });
  return {
    dbName,
    store,
    async cleanup() {
      await store.close();
      const client = new MongoClient(mongoUri);
      try {
        await client.db(dbName).dropDatabase();
      } finally {
        await client.close();
      }
    },
  };
}

describe.skipIf(uri === undefined || uri === '')('MongoDB store', () => {
  const mongoUri = uri ?? '';

  describeStoreContract('contract', () => openFresh(mongoUri));

  it('keeps the search fields and _id out of what it returns, but in the documents', async () => {
    const { store, dbName, cleanup } = await openFresh(mongoUri);
    const client = new MongoClient(mongoUri);
    try {
      const created = await store.parts.create(partInput({ codigo: 'AB-1', nome_pt: 'Ímã' }));
      await client.connect();
      const document = await client.db(dbName).collection('parts').findOne({ id: created.id });
      expect(document).toMatchObject({
        codeKey: 'ab1',
        searchShop: ['ima', expect.any(String), expect.any(String), 'ab-1'],
      });
      expect(store.kind).toBe('mongodb');
    } finally {
      await client.close();
      await cleanup();
    }
  });

  it('shares the revision and the code index between two processes on one database', async () => {
    const first = await openFresh(mongoUri);
    const second = await openMongoStore({ uri: mongoUri, dbName: first.dbName });
    try {
      const before = await second.parts.revision();
      await first.store.parts.create(partInput({ codigo: 'SHARED-1' }));
      expect(await second.parts.revision()).not.toBe(before);
      await expect(second.parts.create(partInput({ codigo: 'shared1' }))).rejects.toThrow(
        /already in use/,
      );
    } finally {
      await second.close();
      await first.cleanup();
    }
  });

  it('bumps the revision counter once for a whole import, in its transaction', async () => {
    const { store, dbName, cleanup } = await openFresh(mongoUri);
    const client = new MongoClient(mongoUri);
    try {
      await client.connect();
      const meta = client.db(dbName).collection<{ _id: string; counter: number }>('meta');
      const counter = async () => (await meta.findOne({ _id: 'partsRevision' }))?.counter;
      const before = await counter();
      await store.parts.applyImport(
        Array.from({ length: 100 }, () => ({ type: 'create' as const, input: partInput() })),
      );
      expect(await counter()).toBe((before ?? 0) + 1);
      expect(await store.parts.count()).toBe(100);
    } finally {
      await client.close();
      await cleanup();
    }
  });

  it('creates a TTL index on sessions.expiresAt', async () => {
    const { dbName, cleanup } = await openFresh(mongoUri);
    const client = new MongoClient(mongoUri);
    try {
      await client.connect();
      const indexes = await client.db(dbName).collection('sessions').indexes();
      expect(indexes).toContainEqual(
        expect.objectContaining({ key: { expiresAt: 1 }, expireAfterSeconds: 0 }),
      );
    } finally {
      await client.close();
      await cleanup();
    }
  });
});
