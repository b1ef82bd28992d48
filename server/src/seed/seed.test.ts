import { describe, expect, it, vi } from 'vitest';
import type { PartInput } from '../store/types';
import type * as PartArtwork from './part-artwork';
import { renderPartArtwork } from './part-artwork';
import { SAMPLE_PARTS } from './sample-parts';
import { seedSampleData, type SeedDeps } from './seed';

// Counts renders while keeping the real drawings.
vi.mock('./part-artwork', async (importOriginal) => {
  const actual = await importOriginal<typeof PartArtwork>();
  return { ...actual, renderPartArtwork: vi.fn(actual.renderPartArtwork) };
});

/** Stand-ins: the store keeps inputs in a list, the image store names files in order. */
function fakeDeps(existing = 0) {
  const created: PartInput[] = [];
  const saved: Buffer[] = [];
  const info = vi.fn<(message: string) => void>();
  const deps: SeedDeps = {
    parts: {
      count: async () => existing + created.length,
      create: async (input) => {
        created.push(input);
        return { ...input, id: String(created.length), version: 1, createdAt: '', updatedAt: '' };
      },
    },
    images: {
      save: async (content) => {
        saved.push(content);
        return `seed-${saved.length}.webp`;
      },
      remove: vi.fn(),
    },
    logger: { info, error: vi.fn() },
  };
  return { deps, created, saved, info };
}

describe('seedSampleData', () => {
  it('fills an empty catalogue with every sample part and its own saved picture', async () => {
    const { deps, created, saved, info } = fakeDeps();

    await expect(seedSampleData(deps)).resolves.toBe(SAMPLE_PARTS.length);

    expect(created).toHaveLength(SAMPLE_PARTS.length);
    expect(saved).toHaveLength(SAMPLE_PARTS.length);
    created.forEach((input, i) => {
      // toEqual skips undefined properties, and the artwork descriptor must not be stored.
      expect(input).toEqual({
        ...SAMPLE_PARTS[i],
        artwork: undefined,
        imagem: `seed-${i + 1}.webp`,
      });
      expect(input).not.toHaveProperty('artwork');
    });
    expect(new Set(created.map((input) => input.imagem)).size).toBe(SAMPLE_PARTS.length);
    expect(info).toHaveBeenCalledOnce();
    expect(info.mock.calls[0]?.[0]).toContain(String(SAMPLE_PARTS.length));
  });

  it('renders each artwork kind once and saves that picture for every part of the kind', async () => {
    const { deps, saved } = fakeDeps();
    vi.mocked(renderPartArtwork).mockClear();

    await seedSampleData(deps);

    const kinds = new Set(SAMPLE_PARTS.map((part) => part.artwork));
    expect(renderPartArtwork).toHaveBeenCalledTimes(kinds.size);
    SAMPLE_PARTS.forEach((part, i) => {
      const first = SAMPLE_PARTS.findIndex((other) => other.artwork === part.artwork);
      expect(saved[i]?.equals(saved[first]!), part.codigo).toBe(true);
    });
    expect(saved[0]?.subarray(1, 4).toString()).toBe('PNG');
  });

  it('leaves a catalogue that has parts alone', async () => {
    const { deps, created, saved, info } = fakeDeps(1);
    vi.mocked(renderPartArtwork).mockClear();

    await expect(seedSampleData(deps)).resolves.toBe(0);

    expect(created).toEqual([]);
    expect(saved).toEqual([]);
    expect(renderPartArtwork).not.toHaveBeenCalled();
    expect(info).not.toHaveBeenCalled();
  });
});
