import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeStoreContract } from '../contract/describe-store-contract';
import { partInput } from '../contract/fixtures';
import { DuplicateCodeError } from '../types';
import { openEmbeddedStore } from '.';
import { makeTempDir } from './testing/temp-dir';

describeStoreContract('embedded store (classic-level)', async () => {
  const temp = await makeTempDir();
  const store = await openEmbeddedStore({ dir: temp.dir });
  return {
    store,
    async cleanup() {
      await store.close();
      await temp.remove();
    },
  };
});

describe('embedded store on disk', () => {
  it('creates a missing folder and keeps everything across close and reopen', async () => {
    const temp = await makeTempDir();
    const dir = path.join(temp.dir, 'nested', 'db');
    try {
      const first = await openEmbeddedStore({ dir });
      expect(first.kind).toBe('embedded');
      const kept = await first.parts.create(partInput({ codigo: 'KEEP-1', nome_pt: 'Ímã' }));
      const edited = await first.parts.create(partInput({ codigo: 'EDIT-1' }));
      const gone = await first.parts.create(partInput({ codigo: 'GONE-1' }));
      const updated = await first.parts.update(edited.id, partInput({ codigo: 'EDIT-2' }), 1);
      await first.parts.delete(gone.id);
      await first.sessions.set('s', { data: { user: 'admin' }, expiresAt: Date.now() + 60_000 });
      await first.accounts.put({ username: 'admin', passwordHash: 'h', updatedAt: 't' });
      await first.newsletter.subscribe('a@b.c');
      const revisionBefore = await first.parts.revision();
      await first.close();

      const second = await openEmbeddedStore({ dir });
      try {
        expect(await second.parts.list()).toEqual([kept, updated]);
        // The code index came back too: old codes freed, current ones taken.
        await expect(second.parts.create(partInput({ codigo: 'keep 1' }))).rejects.toBeInstanceOf(
          DuplicateCodeError,
        );
        await expect(second.parts.create(partInput({ codigo: 'edit2' }))).rejects.toBeInstanceOf(
          DuplicateCodeError,
        );
        await second.parts.create(partInput({ codigo: 'EDIT-1' }));
        await second.parts.create(partInput({ codigo: 'GONE-1' }));
        expect((await second.sessions.get('s'))?.data).toEqual({ user: 'admin' });
        expect(await second.accounts.count()).toBe(1);
        expect(await second.newsletter.subscribe('A@B.C')).toEqual({ added: false });
        expect(await second.parts.revision()).not.toBe(revisionBefore);
      } finally {
        await second.close();
      }
      expect(await readdir(dir)).toContain('CURRENT');
    } finally {
      await temp.remove();
    }
  });

  it('moves the revision once for a whole import, however many parts it writes', async () => {
    const temp = await makeTempDir();
    const store = await openEmbeddedStore({ dir: temp.dir });
    try {
      // `<epoch>.<count of commits>`: the caches key on it, so each commit means a rebuild.
      const commits = async () => Number((await store.parts.revision()).split('.').pop());
      const before = await commits();
      await store.parts.applyImport(
        Array.from({ length: 100 }, () => ({ type: 'create' as const, input: partInput() })),
      );
      expect(await commits()).toBe(before + 1);
    } finally {
      await store.close();
      await temp.remove();
    }
  });

  it('refuses a second opening of the same folder while the first is open', async () => {
    const temp = await makeTempDir();
    const store = await openEmbeddedStore({ dir: temp.dir });
    try {
      await expect(openEmbeddedStore({ dir: temp.dir })).rejects.toThrow();
    } finally {
      await store.close();
      await temp.remove();
    }
  });

  it('finishes queued writes before closing', async () => {
    const temp = await makeTempDir();
    try {
      const store = await openEmbeddedStore({ dir: temp.dir });
      const writes = Array.from({ length: 5 }, () => store.parts.create(partInput()));
      await store.close();
      await Promise.all(writes);
      const reopened = await openEmbeddedStore({ dir: temp.dir });
      expect(await reopened.parts.count()).toBe(5);
      await reopened.close();
    } finally {
      await temp.remove();
    }
  });
});
