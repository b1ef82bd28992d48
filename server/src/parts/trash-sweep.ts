import type { Logger } from '../logger';
import { TRASH_RETENTION_MS, type PartRepository, type TrashedPart } from '../store/types';
import type { ImageStore } from '../uploads/types';

/** Removes the images of purged parts; a leftover file is logged, never fatal. */
export async function discardTrashedImages(
  images: ImageStore,
  logger: Logger,
  purged: readonly TrashedPart[],
): Promise<void> {
  for (const { imagem } of purged) {
    if (imagem === '') continue;
    await images.remove(imagem).catch((err: unknown) => {
      logger.error(`Could not remove image ${imagem}`, err);
    });
  }
}

/**
 * Purges the parts trashed more than 30 days ago, with their images. Run at start-up and
 * whenever the trash is listed, so the administrator never sees an expired part and no timer
 * is needed; until then an expired part only keeps its code reserved a little longer.
 */
export async function sweepExpiredTrash(
  parts: PartRepository,
  images: ImageStore,
  logger: Logger,
  now: number,
): Promise<void> {
  const purged = await parts.purgeTrashedBefore(now - TRASH_RETENTION_MS);
  if (purged.length > 0) logger.info(`Trash: ${purged.length} part(s) purged after 30 days.`);
  await discardTrashedImages(images, logger, purged);
}
