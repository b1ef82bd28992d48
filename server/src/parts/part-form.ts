import { readPartFields } from '@castall/contracts/part-schema';
import type { PartInput } from '../store/types';

export type PartFormResult =
  { ok: true; input: Omit<PartInput, 'imagem'> } | { ok: false; errors: string[] };

/**
 * Validates the admin form and each CSV row (spec §5) with the shared part schema
 * (packages/contracts/src/part-schema.ts), which the admin form also runs before sending: the
 * seven texts and categoria are required, preco and estoque optional (empty stores 0). Every
 * error is a Portuguese sentence the admin screen shows as it is.
 */
export function readPartForm(fields: Readonly<Record<string, string>>): PartFormResult {
  const result = readPartFields(fields);
  if (result.ok) return { ok: true, input: result.data };
  return { ok: false, errors: result.problems.map((problem) => problem.message) };
}

/** The optional `version` of an edit: a positive integer, or undefined when absent. */
export function readExpectedVersion(raw: string | undefined): number | undefined | 'invalid' {
  if (raw === undefined || raw.trim() === '') return undefined;
  return /^[1-9]\d{0,9}$/.test(raw.trim()) ? Number(raw) : 'invalid';
}
