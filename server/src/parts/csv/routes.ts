import {
  API_ENDPOINTS,
  apiRoute,
  type ImportAnswer,
  type ImportAnswerFields,
} from '@castall/contracts';
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { DEFAULT_FORM_LIMITS, formReader } from '../../http/form';
import type { PartRepository } from '../../store/types';
import { adminAuthor } from '../../auth/require-admin';
import { applyImportPlan } from './apply-plan';
import { decodeCsv, parseCsv, partsToCsv } from './csv-format';
import { planImport, type ImportPlan } from './import-plan';
import { PART_MESSAGES } from '../../messages';

export interface CsvRoutesOptions {
  parts: PartRepository;
  requireAdmin: Middleware;
}

/** Rows listed in an answer; the summary always counts all of them. */
const MAX_LISTED_ROWS = 1000;

function answer(plan: ImportPlan, applied: boolean): ImportAnswer {
  const summary: ImportAnswerFields['summary'] = { new: 0, changed: 0, unchanged: 0, error: 0 };
  for (const row of plan.rows) summary[row.action] += 1;
  const listed = plan.rows.filter((row) => row.action !== 'unchanged');
  return {
    success: true,
    applied,
    summary,
    rows: listed.slice(0, MAX_LISTED_ROWS),
    truncated: listed.length > MAX_LISTED_ROWS,
  };
}

/**
 * CSV export and import for the admin screen (issue 5). The import is a dry run unless the
 * form says `aplicar=1`; both answer the same plan (new, changed, unchanged, errors and why),
 * so what the administrator previewed is what gets written. Rows with errors are skipped.
 */
export function registerCsvRoutes(router: Router, { parts, requireAdmin }: CsvRoutesOptions) {
  const readForm = formReader('arquivo', {
    ...DEFAULT_FORM_LIMITS,
    maxFileBytes: 10 * 1024 * 1024,
    fileTooLarge: PART_MESSAGES.csvTooLarge,
  });

  router.get(apiRoute(API_ENDPOINTS.exportCsv), requireAdmin, async (ctx: Context) => {
    const day = new Date().toISOString().slice(0, 10);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', `attachment; filename="pecas-${day}.csv"`);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = partsToCsv(await parts.list());
  });

  router.post(apiRoute(API_ENDPOINTS.importCsv), requireAdmin, async (ctx: Context) => {
    const form = await readForm(ctx);
    if (form.file === undefined) ctx.throw(400, PART_MESSAGES.csvNoFile);
    const parsed = parseCsv(decodeCsv(form.file.buffer));
    if (!parsed.ok) ctx.throw(400, parsed.error);

    const plan = planImport(parsed.rows, await parts.list());
    const apply = form.fields.aplicar === '1';
    if (apply) await applyImportPlan(parts, plan, adminAuthor(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer(plan, apply);
  });
}
