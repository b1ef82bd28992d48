import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../store/embedded';
import { recordingLogger } from '../testing/site-fixture';
import { createImageStore } from '../uploads/image-store';
import { SAMPLE_PARTS } from './sample-parts';
import { seedSampleData } from './seed';

// Two servers starting together on one empty store (issue 14): the real embedded store and
// image folder, two seedings at once.
describe('seeding by two servers at once', () => {
  it('stores each sample part once, keeps no stray picture and throws nothing', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'castall-seed-race-'));
    const store = await openEmbeddedStore({ dir: path.join(dir, 'db') });
    try {
      const images = await createImageStore(path.join(dir, 'upload'));
      const logger = recordingLogger();
      const seed = () => seedSampleData({ parts: store.parts, images, logger });
      const counts = await Promise.all([seed(), seed()]);

      expect(counts[0]! + counts[1]!).toBe(SAMPLE_PARTS.length);
      const parts = await store.parts.list();
      expect(parts.map((part) => part.codigo)).toEqual(SAMPLE_PARTS.map((part) => part.codigo));
      // Every picture on disk belongs to a stored part, and every part's picture is there.
      const files = (await readdir(images.dir)).filter((name) => name.endsWith('.webp'));
      expect(files.sort()).toEqual(parts.map((part) => part.imagem).sort());
      expect(logger.errors).toEqual([]);
    } finally {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
