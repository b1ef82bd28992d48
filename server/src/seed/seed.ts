import { pickPartData } from '@castall/contracts/part-schema';
import type { Logger } from '../logger';
import { DuplicateCodeError, type PartInput, type PartRepository } from '../store/types';
import type { ImageStore } from '../uploads/types';
import { renderPartArtwork, type ArtworkKind } from './part-artwork';
import { SAMPLE_PARTS, type SamplePart } from './sample-parts';

export interface SeedDeps {
  parts: Pick<PartRepository, 'count' | 'create'>;
  images: Pick<ImageStore, 'save' | 'remove'>;
  logger: Logger;
}

/** One picture per kind: several parts share a kind, so each drawing is rasterised once. */
async function renderKinds(parts: readonly SamplePart[]): Promise<Map<ArtworkKind, Buffer>> {
  const kinds = [...new Set(parts.map((part) => part.artwork))];
  const entries = await Promise.all(
    kinds.map(
      async (kind) => [kind, await renderPartArtwork(kind, `Spare part: ${kind}`)] as const,
    ),
  );
  return new Map(entries);
}

/** The stored fields of a sample part, picked so the artwork descriptor cannot leak in. */
function toPartInput(part: SamplePart, imagem: string): PartInput {
  return { ...pickPartData(part), imagem };
}

/**
 * Fills an empty catalogue with the sample parts and their pictures (SEED_SAMPLE_DATA), so a
 * fresh install has a shop to show. A catalogue with any part is left alone. Resolves how
 * many parts were created. Two servers starting together on one empty store both begin; the
 * first to store a sample code goes on, the other meets a duplicate code, stops, and removes the
 * pictures it saved for the parts it did not create.
 */
export async function seedSampleData(deps: SeedDeps): Promise<number> {
  if ((await deps.parts.count()) > 0) return 0;

  const pictures = await renderKinds(SAMPLE_PARTS);
  // Every part gets its own file, so editing or deleting one part's image leaves the others.
  // The saves run together (sharp re-encodes on its own threads); the creates stay in order
  // because the catalogue lists parts in creation order.
  const files = await Promise.all(
    SAMPLE_PARTS.map((part) => deps.images.save(pictures.get(part.artwork) ?? Buffer.alloc(0))),
  );
  for (const [i, part] of SAMPLE_PARTS.entries()) {
    try {
      await deps.parts.create(toPartInput(part, files[i] ?? ''));
    } catch (err) {
      if (!(err instanceof DuplicateCodeError)) throw err;
      await Promise.all(files.slice(i).map((file) => deps.images.remove(file)));
      deps.logger.info(`Sample parts are being seeded by another server; this one seeded ${i}`);
      return i;
    }
  }

  deps.logger.info(`Seeded ${SAMPLE_PARTS.length} sample spare parts`);
  return SAMPLE_PARTS.length;
}
