import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../store/embedded';
import { recordingLogger } from '../testing/site-fixture';
import { createImageStore } from '../uploads/image-store';
import { SAMPLE_PARTS } from './sample-parts';
import { seedSampleData } from './seed';

// Two servers starting together on one empty store (issue 14): the real embedded store with
// its image folder, two seedings at once.
// Both seedings render and re-encode every sample picture (full size and thumbnail) and sync
// each file to disk: about 4 s on two cores, so the default 5 s fails when the machine is busy.
const SEED_RACE_TIMEOUT_MS = 30_000;

describe('seeding by two servers at once', { timeout: SEED_RACE_TIMEOUT_MS }, () => {
  it('stores each sample part once, keeps no stray picture and throws nothing', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'castall-seed-race-'));
    const store = await openEmbeddedStore({ dir: path.join(dir, 'db') });
    try {
      const images = createImageStore(store.files);
      const logger = recordingLogger();
      const seed = () => seedSampleData({ parts: store.parts, images, logger });
      const counts = await Promise.all([seed(), seed()]);

      expect(counts[0]! + counts[1]!).toBe(SAMPLE_PARTS.length);
      const parts = await store.parts.list();
      expect(parts.map((part) => part.codigo)).toEqual(SAMPLE_PARTS.map((part) => part.codigo));
      // Every stored picture belongs to a stored part, and every part's picture is there.
      const files = await store.files.list();
      const imagens = parts.map((part) => part.imagem).sort();
      expect(files.filter((name) => !name.startsWith('thumbs/')).sort()).toEqual(imagens);
      expect(files.filter((name) => name.startsWith('thumbs/')).sort()).toEqual(
        imagens.map((name) => `thumbs/${name}`),
      );
      expect(logger.errors).toEqual([]);
    } finally {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
