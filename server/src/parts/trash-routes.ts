import {
  API_ENDPOINTS,
  apiRoute,
  type HistoryAnswer,
  type ImportsAnswer,
  type SavePartAnswer,
  type TrashAnswer,
  type TrashedListedPart,
  type UndoImportAnswer,
} from '@castall/contracts';
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { adminAuthor } from '../auth/require-admin';
import { formReader } from '../http/form';
import type { Logger } from '../logger';
import { PART_MESSAGES } from '../messages';
import {
  TRASH_RETENTION_MS,
  UndoConflictError,
  type PartRepository,
  type TrashedPart,
} from '../store/types';
import type { ImageStore } from '../uploads/types';
import { readIdParam } from './id-param';
import { toListedPart } from './public-part';
import { discardTrashedImages, sweepExpiredTrash } from './trash-sweep';
import { registerVersionRestore } from './version-restore';

export interface TrashRoutesOptions {
  parts: PartRepository;
  images: ImageStore;
  requireAdmin: Middleware;
  logger: Logger;
  now: () => number;
}

/** How many imports the admin screen lists. */
const LISTED_IMPORTS = 20;
const IN_TRASH = { missing: PART_MESSAGES.missingId, unknown: PART_MESSAGES.notInTrash };
const IN_HISTORY = { missing: PART_MESSAGES.missingId, unknown: PART_MESSAGES.notFound };
const IMPORT = { missing: PART_MESSAGES.missingImportId, unknown: PART_MESSAGES.importNotFound };

function toTrashedListedPart(part: TrashedPart): TrashedListedPart {
  const purgeAt = new Date(Date.parse(part.trashedAt) + TRASH_RETENTION_MS).toISOString();
  return { ...toListedPart(part), trashedAt: part.trashedAt, trashedBy: part.trashedBy, purgeAt };
}

/**
 * The trash, the change history and the undo of imports (issue 14), for the admin screen. A
 * part deleted there waits in the trash 30 days with its image (see trash-sweep.ts).
 */
export function registerTrashRoutes(router: Router, options: TrashRoutesOptions): void {
  const { parts, images, requireAdmin, logger, now } = options;
  const readForm = formReader(undefined);

  router.get(apiRoute(API_ENDPOINTS.trash), requireAdmin, async (ctx: Context) => {
    await sweepExpiredTrash(parts, images, logger, now());
    ctx.set('Cache-Control', 'no-store');
    const produtos = (await parts.trashed()).map(toTrashedListedPart);
    ctx.body = { success: true, produtos } satisfies TrashAnswer;
  });

  router.post(apiRoute(API_ENDPOINTS.restorePart), requireAdmin, async (ctx: Context) => {
    const form = await readForm(ctx);
    const id = readIdParam(ctx, form.fields.id, IN_TRASH);
    const restored = await parts.restore(id, adminAuthor(ctx));
    if (restored === undefined) ctx.throw(404, PART_MESSAGES.notInTrash);
    ctx.body = { success: true, produto: toListedPart(restored) } satisfies SavePartAnswer;
  });

  router.post(apiRoute(API_ENDPOINTS.purgePart), requireAdmin, async (ctx: Context) => {
    const form = await readForm(ctx);
    const id = readIdParam(ctx, form.fields.id, IN_TRASH);
    const purged = await parts.purge(id, adminAuthor(ctx));
    if (purged === undefined) ctx.throw(404, PART_MESSAGES.notInTrash);
    await discardTrashedImages(images, logger, [purged]);
    ctx.body = { success: true };
  });

  router.get(apiRoute(API_ENDPOINTS.partHistory), requireAdmin, async (ctx: Context) => {
    const id = readIdParam(ctx, ctx.query.id, IN_HISTORY);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, historico: await parts.changes(id) } satisfies HistoryAnswer;
  });
  registerVersionRestore(router, { parts, requireAdmin });

  router.get(apiRoute(API_ENDPOINTS.imports), requireAdmin, async (ctx: Context) => {
    ctx.set('Cache-Control', 'no-store');
    const importacoes = await parts.imports(LISTED_IMPORTS);
    ctx.body = { success: true, importacoes } satisfies ImportsAnswer;
  });

  router.post(apiRoute(API_ENDPOINTS.undoImport), requireAdmin, async (ctx: Context) => {
    const form = await readForm(ctx);
    const id = readIdParam(ctx, form.fields.id, IMPORT);
    let importacao;
    try {
      importacao = await parts.undoImport(id, adminAuthor(ctx));
    } catch (err) {
      if (err instanceof UndoConflictError) ctx.throw(409, PART_MESSAGES.undoConflict(err.codes));
      throw err;
    }
    if (importacao === undefined) ctx.throw(404, PART_MESSAGES.importNotFound);
    ctx.body = { success: true, importacao } satisfies UndoImportAnswer;
  });
}
