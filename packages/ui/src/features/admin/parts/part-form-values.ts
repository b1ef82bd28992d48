import { LANGUAGES, type Lang } from '@castall/contracts';
import {
  PART_DATA_FIELDS,
  PART_FIELDS,
  readPartFields,
  type PartDataField,
  type PartFormText,
} from '@castall/contracts/part-schema';
import type { AdminPart } from '../admin-api';
import { ADMIN_TEXTS as T } from '../../../i18n/locales/pt/admin';

/** The languages a part's name and description are written in: the site's. */
export const FORM_LANGS = LANGUAGES;
export type FormLang = Lang;

/** The form as typed: every field of the shared part schema, as text. */
export type PartFormValues = PartFormText;
export type PartFormField = PartDataField;

const formOf = (valueOf: (field: PartFormField) => string) =>
  Object.fromEntries(PART_DATA_FIELDS.map((field) => [field, valueOf(field)])) as PartFormValues;

export const EMPTY_FORM: PartFormValues = formOf(() => '');

export function valuesOf(part: AdminPart): PartFormValues {
  return formOf((field) => String(part[field]));
}

/** The field's label, the one the server names in its errors (packages/contracts part-schema). */
export function fieldLabel(field: PartFormField): string {
  return PART_FIELDS[field].label;
}

/** Whether spec §5 requires the field (the six texts, codigo and categoria). */
export function isRequired(field: PartFormField): boolean {
  return PART_FIELDS[field].required;
}

/**
 * Checks the form with the server's own part schema, so the form refuses exactly what the
 * server would refuse, with the same sentence, before anything is sent. Returns the invalid
 * fields with their sentence; the image is checked here only (the server re-encodes it).
 */
export function validatePartForm(
  values: PartFormValues,
  image: File | null,
): Partial<Record<PartFormField | 'imagem', string>> {
  const errors: Partial<Record<PartFormField | 'imagem', string>> = {};
  const reading = readPartFields(values);
  if (!reading.ok) {
    for (const { field, message } of reading.problems) errors[field] ??= message;
  }
  if (image !== null && !image.type.startsWith('image/')) errors.imagem = T.imageOnly;
  return errors;
}
