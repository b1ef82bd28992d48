import { API_ENDPOINTS, apiRoute, type ChangeEntry, type SavePartAnswer } from '@castall/contracts';
import { PART_DATA_FIELDS } from '@castall/contracts/part-schema';
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { adminAuthor } from '../auth/require-admin';
import { formReader } from '../http/form';
import { PART_MESSAGES } from '../messages';
import {
  DuplicateCodeError,
  VersionConflictError,
  type PartRepository,
  type StoredPart,
} from '../store/types';
import { readIdParam } from './id-param';
import { readExpectedVersion, readPartForm } from './part-form';
import { toListedPart } from './public-part';

/** The sentences of the version restore (issue 38 item 11). */
export const RESTORE_MESSAGES = {
  missingEntry: 'Informe a entrada do histórico a restaurar.',
  unknownEntry: 'Entrada do histórico não encontrada.',
  missingVersion: 'Informe a versão da peça que você abriu.',
  current: 'Esta já é a versão atual da peça.',
  stale:
    'A peça foi alterada depois que você abriu o histórico, e esta versão não foi restaurada. ' +
    'Feche o formulário, abra-o de novo e confira o histórico atual.',
} as const;

const PART_ID = { missing: PART_MESSAGES.missingId, unknown: PART_MESSAGES.notFound };

type Fields = Record<string, string | number>;

/**
 * The part's fields as of history entry `index` (oldest first): the current fields with every
 * later change walked back to its old value. The image stays the current one: an edit deletes
 * the image it replaces, so an older image name would point at no file (docs/decisions.md).
 */
export function fieldsAsOf(part: StoredPart, history: readonly ChangeEntry[], index: number) {
  const fields: Fields = {};
  for (const field of PART_DATA_FIELDS) fields[field] = part[field];
  for (const entry of history.slice(index + 1).reverse()) {
    for (const change of entry.changes) {
      if (change.field === 'imagem' || change.from === null) continue;
      fields[change.field] = change.from;
    }
  }
  return fields;
}

function readEntryIndex(ctx: Context, raw: string | undefined, length: number): number {
  if (raw === undefined || raw.trim() === '') ctx.throw(400, RESTORE_MESSAGES.missingEntry);
  const index = /^\d{1,6}$/.test(raw.trim()) ? Number(raw) : -1;
  if (index < 0 || index >= length) ctx.throw(404, RESTORE_MESSAGES.unknownEntry);
  return index;
}

/**
 * `POST /api/produtos-historico-restaurar.php` with `id`, `entrada` (the entry's index in the
 * history, oldest first) and `version` (the part's version the form saw): puts the part back
 * as it was right after that entry's write. The values go through the edit's validation and
 * the store's update, so a stale version or a code taken since is the edit's 409, and the
 * restore is a new 'restore-version' entry of the history.
 */
export function registerVersionRestore(
  router: Router,
  options: { parts: PartRepository; requireAdmin: Middleware },
): void {
  const { parts, requireAdmin } = options;
  const readForm = formReader(undefined);

  router.post(apiRoute(API_ENDPOINTS.restoreVersion), requireAdmin, async (ctx: Context) => {
    const form = await readForm(ctx);
    const id = readIdParam(ctx, form.fields.id, PART_ID);
    const expectedVersion = readExpectedVersion(form.fields.version);
    if (expectedVersion === 'invalid') ctx.throw(400, PART_MESSAGES.badVersion);
    if (expectedVersion === undefined) ctx.throw(400, RESTORE_MESSAGES.missingVersion);
    const part = await parts.get(id);
    if (part === undefined) ctx.throw(404, PART_MESSAGES.notFound);
    if (part.version !== expectedVersion) ctx.throw(409, RESTORE_MESSAGES.stale);
    const history = await parts.changes(id);
    const index = readEntryIndex(ctx, form.fields.entrada, history.length);

    const target = fieldsAsOf(part, history, index);
    const result = readPartForm(
      Object.fromEntries(Object.entries(target).map(([name, value]) => [name, String(value)])),
    );
    if (!result.ok) ctx.throw(400, result.errors.join(' '));
    const input = { ...result.input, imagem: part.imagem };
    if (PART_DATA_FIELDS.every((field) => input[field] === part[field])) {
      ctx.throw(400, RESTORE_MESSAGES.current);
    }
    let restored: StoredPart | undefined;
    try {
      restored = await parts.update(
        id,
        input,
        expectedVersion,
        adminAuthor(ctx),
        'restore-version',
      );
    } catch (err) {
      if (err instanceof DuplicateCodeError)
        ctx.throw(409, PART_MESSAGES.duplicateCode(err.codigo));
      if (err instanceof VersionConflictError) ctx.throw(409, RESTORE_MESSAGES.stale);
      throw err;
    }
    if (restored === undefined) ctx.throw(404, PART_MESSAGES.notFound);
    ctx.body = { success: true, produto: toListedPart(restored) } satisfies SavePartAnswer;
  });
}
