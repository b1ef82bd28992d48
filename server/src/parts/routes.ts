import { API_ENDPOINTS, apiRoute, type SavePartAnswer } from '@castall/contracts';
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { formReader, type ParsedForm } from '../http/form';
import type { Logger } from '../logger';
import {
  DuplicateCodeError,
  VersionConflictError,
  type PartInput,
  type PartRepository,
  type StoredPart,
} from '../store/types';
import { InvalidImageError, type ImageStore } from '../uploads/types';
import { adminAuthor } from '../auth/require-admin';
import { readExpectedVersion, readPartForm } from './part-form';
import { toListedPart, toPublicPart } from './public-part';
import { readQueryParams } from './query-params';
import { sendSerialized } from '../http/send-serialized';
import type { PartsPages } from './parts-pages';
import { readIdParam } from './id-param';
import { lookAlikeHolder } from './code-skeleton';
import { serializedCache } from './serialized-cache';
import { PART_MESSAGES } from '../messages';

export interface PartRoutesOptions {
  parts: PartRepository;
  /** The query endpoint's pages, cached per revision (shared with the shop's server render). */
  pages: PartsPages;
  images: ImageStore;
  /** Guards the writes: 401 unless an administrator is logged in. */
  requireAdmin: Middleware;
  logger: Logger;
}

const MESSAGES = PART_MESSAGES;

const PART_ID = { missing: MESSAGES.missingId, unknown: MESSAGES.notFound };

function requiredId(ctx: Context, form: ParsedForm): string {
  return readIdParam(ctx, form.fields.id, PART_ID);
}

function validInput(ctx: Context, form: ParsedForm): Omit<PartInput, 'imagem'> {
  const result = readPartForm(form.fields);
  if (!result.ok) ctx.throw(400, result.errors.join(' '));
  return result.input;
}

/** Re-encodes the uploaded image, if any; a refused file is a 400 with the store's sentence. */
async function saveImage(ctx: Context, images: ImageStore, form: ParsedForm) {
  if (form.file === undefined || form.file.size === 0) return undefined;
  try {
    return await images.save(form.file.buffer);
  } catch (err) {
    if (err instanceof InvalidImageError) ctx.throw(400, err.message);
    throw err;
  }
}

/**
 * An edit that leaves out the price or the stock keeps the stored one: a client sending only
 * the texts must not zero them. Sent empty, they store 0, as on add (§5: optional).
 */
function keptNumbers(form: ParsedForm, existing: StoredPart): Partial<PartInput> {
  return {
    ...(form.fields.preco === undefined ? { preco: existing.preco } : {}),
    ...(form.fields.estoque === undefined ? { estoque: existing.estoque } : {}),
  };
}

/** A code drawn like another part's is that part's code: the duplicate-code 409 (issue 38). */
async function refuseLookAlike(
  ctx: Context,
  parts: PartRepository,
  codigo: string,
  exceptId?: string,
): Promise<void> {
  const twin = await lookAlikeHolder(codigo, parts, exceptId);
  if (twin !== undefined) ctx.throw(409, MESSAGES.duplicateCode(twin.codigo));
}

function translateStoreError(ctx: Context, err: unknown): never {
  if (err instanceof DuplicateCodeError) ctx.throw(409, MESSAGES.duplicateCode(err.codigo));
  if (err instanceof VersionConflictError) ctx.throw(409, MESSAGES.stale);
  throw err;
}

/** The spare-parts endpoints of spec §7, plus the paged query endpoint of issue 3. */
export function registerPartRoutes(router: Router, options: PartRoutesOptions): void {
  const { parts, pages, images, requireAdmin, logger } = options;
  const readForm = formReader('imagem');
  const catalogue = serializedCache(async () => (await parts.list()).map(toPublicPart));

  /** Removes files a write made or replaced; a leftover file is logged, never fatal. */
  async function discardImage(file: string | undefined): Promise<void> {
    if (file === undefined || file === '') return;
    await images.remove(file).catch((err: unknown) => {
      logger.error(`Could not remove image ${file}`, err);
    });
  }

  router.get(apiRoute(API_ENDPOINTS.listParts), async (ctx: Context) => {
    await sendSerialized(ctx, await catalogue(await parts.revision(), undefined));
  });

  router.get(apiRoute(API_ENDPOINTS.queryParts), async (ctx: Context) => {
    const params = readQueryParams(ctx.query);
    if (!params.ok) ctx.throw(400, params.error);
    await sendSerialized(ctx, await pages(await parts.revision(), params.query));
  });

  router.post(apiRoute(API_ENDPOINTS.addPart), requireAdmin, async (ctx: Context) => {
    const form = await readForm(ctx);
    const input = validInput(ctx, form);
    await refuseLookAlike(ctx, parts, input.codigo);
    const imagem = await saveImage(ctx, images, form);
    let created: StoredPart;
    try {
      created = await parts.create({ ...input, imagem: imagem ?? '' }, adminAuthor(ctx));
    } catch (err) {
      await discardImage(imagem);
      translateStoreError(ctx, err);
    }
    ctx.status = 201;
    ctx.body = { success: true, produto: toListedPart(created) } satisfies SavePartAnswer;
  });

  router.post(apiRoute(API_ENDPOINTS.editPart), requireAdmin, async (ctx: Context) => {
    const form = await readForm(ctx);
    const id = requiredId(ctx, form);
    const expectedVersion = readExpectedVersion(form.fields.version);
    if (expectedVersion === 'invalid') ctx.throw(400, MESSAGES.badVersion);
    const input = validInput(ctx, form);
    const existing = await parts.get(id);
    if (existing === undefined) ctx.throw(404, MESSAGES.notFound);
    await refuseLookAlike(ctx, parts, input.codigo, id);

    const newImage = await saveImage(ctx, images, form);
    let updated: StoredPart | undefined;
    try {
      updated = await parts.update(
        id,
        { ...input, ...keptNumbers(form, existing), imagem: newImage ?? existing.imagem },
        expectedVersion,
        adminAuthor(ctx),
      );
    } catch (err) {
      await discardImage(newImage);
      translateStoreError(ctx, err);
    }
    if (updated === undefined) {
      await discardImage(newImage);
      ctx.throw(404, MESSAGES.notFound);
    }
    // Only the trash keeps images: an edit's replaced image is gone (the history keeps its name).
    if (newImage !== undefined) await discardImage(existing.imagem);
    ctx.body = { success: true, produto: toListedPart(updated) } satisfies SavePartAnswer;
  });

  // Spec §7's delete moves the part to the trash (issue 14): its image stays until it is purged.
  router.post(apiRoute(API_ENDPOINTS.deletePart), requireAdmin, async (ctx: Context) => {
    const form = await readForm(ctx);
    const trashed = await parts.trash(requiredId(ctx, form), adminAuthor(ctx));
    if (trashed === undefined) ctx.throw(404, MESSAGES.notFound);
    ctx.body = { success: true };
  });
}
