// zod/mini: the admin's browser bundle carries the schema, and mini tree-shakes to about a
// quarter of the classic API's size (docs/decisions.md).
import { z } from 'zod/mini';
import {
  readCategory,
  readPrice,
  readStock,
  readText,
  type FieldReading,
  type TextRule,
} from './part-field-rules';
import { PART_LIMITS } from './part-limits';

/**
 * A form field as the admin form and the CSV import send it (text, possibly absent), read into
 * its stored value; a refusal becomes one zod issue carrying the Portuguese sentence.
 */
function formField<T>(
  label: string,
  required: boolean,
  read: (raw: string, label: string) => FieldReading<T>,
) {
  const schema = z.pipe(
    z.optional(z.string()),
    z.transform((raw: string | undefined, ctx) => {
      const reading = read(raw ?? '', label);
      if (reading.ok) return reading.value;
      ctx.issues.push({ code: 'custom', message: reading.message, input: raw });
      return z.NEVER;
    }),
  );
  return { label, required, translated: false as const, schema };
}

/** A required text; `options` say what differs from a name (strip zero-width, one line). */
function textField(label: string, max: number, options: Partial<TextRule> = {}) {
  // Stryker disable next-line StringLiteral: readText only asks whether the policy is 'refuse'.
  const rule: TextRule = { label, max, zeroWidth: 'strip', lineBreaks: false, ...options };
  return formField(label, true, (raw) => readText(raw, rule));
}

/** A name or a description, written once per language (spec §3). */
const name = (label: string) =>
  ({ ...textField(label, PART_LIMITS.nameLength), translated: true }) as const;
const description = (label: string) =>
  ({
    ...textField(label, PART_LIMITS.descriptionLength, { lineBreaks: true }),
    translated: true,
  }) as const;

/**
 * THE field list of a spare part (spec §3 and §5), in the order of the API's answers and of
 * the form: the label the admin sees (and errors name), whether the form requires it, and how
 * its text is read. Everything else that lists the fields derives from this object.
 */
export const PART_FIELDS = {
  nome_pt: name('Nome (Português)'),
  nome_en: name('Nome (English)'),
  nome_es: name('Nome (Español)'),
  descricao_pt: description('Descrição (Português)'),
  descricao_en: description('Descrição (English)'),
  descricao_es: description('Descrição (Español)'),
  // A code is typed and searched for: an invisible character in it is never meant, so it is
  // refused rather than dropped. Pasted names and descriptions bring zero-width characters
  // along; those are dropped (docs/decisions.md, issue 11).
  codigo: textField('Código', PART_LIMITS.codeLength, { zeroWidth: 'refuse' }),
  categoria: formField('Categoria', true, readCategory),
  // Optional: the form of spec §2 has no such fields, and an empty value stores 0.
  preco: formField('Preço (R$)', false, readPrice),
  estoque: formField('Estoque', false, readStock),
};

type PartFields = typeof PART_FIELDS;
export type PartDataField = keyof PartFields;
/** The names and descriptions in the three languages. */
export type PartTextField = {
  [K in PartDataField]: PartFields[K]['translated'] extends true ? K : never;
}[PartDataField];

export const PART_DATA_FIELDS = Object.keys(PART_FIELDS) as PartDataField[];
export const PART_TEXT_FIELDS = PART_DATA_FIELDS.filter(
  (field): field is PartTextField => PART_FIELDS[field].translated,
);

/** The one part schema: form text in, stored values out (categoria narrowed, numbers parsed). */
export const partSchema = z.object(
  Object.fromEntries(PART_DATA_FIELDS.map((field) => [field, PART_FIELDS[field].schema])) as {
    [K in PartDataField]: PartFields[K]['schema'];
  },
);

/** Everything the administrator edits, the image aside, as stored. */
export type PartData = z.output<typeof partSchema>;
/** The form as typed: every field as text. */
export type PartFormText = Record<PartDataField, string>;

export interface PartFieldProblem {
  field: PartDataField;
  message: string;
}

export type PartFormReading =
  { ok: true; data: PartData } | { ok: false; problems: PartFieldProblem[] };

/**
 * Reads a submitted part form: what the server stores, or every refused field with its
 * sentence, in field order. Fields it does not know (id, version, imagem) are ignored.
 */
export function readPartFields(fields: Readonly<Partial<Record<string, string>>>): PartFormReading {
  const result = partSchema.safeParse(fields);
  if (result.success) return { ok: true, data: result.data };
  const problems = result.error.issues.map((issue) => ({
    field: issue.path[0] as PartDataField,
    message: issue.message,
  }));
  return { ok: false, problems };
}

/** The edited fields of any part-like record, in field order (the artwork, id or image left out). */
export function pickPartData<T extends Record<PartDataField, unknown>>(
  source: T,
): Pick<T, PartDataField> {
  return Object.fromEntries(PART_DATA_FIELDS.map((field) => [field, source[field]])) as Pick<
    T,
    PartDataField
  >;
}
