import { PART_CATEGORIES, type PartCategory } from '@castall/contracts';
import type { PartInput } from '../store/types';
import { cleanText, type ZeroWidthPolicy } from '../text/clean-text';

/** Labels as the admin form shows them, so an error names the field the admin sees. */
const TEXT_FIELDS = {
  nome_pt: { label: 'Nome (Português)', max: 200 },
  nome_en: { label: 'Nome (English)', max: 200 },
  nome_es: { label: 'Nome (Español)', max: 200 },
  descricao_pt: { label: 'Descrição (Português)', max: 5000 },
  descricao_en: { label: 'Descrição (English)', max: 5000 },
  descricao_es: { label: 'Descrição (Español)', max: 5000 },
  codigo: { label: 'Código', max: 64 },
} as const;

type TextField = keyof typeof TEXT_FIELDS;

/** Bounds the spec leaves open (§5 "not shown"); see docs/decisions.md. */
export const PART_LIMITS = {
  maxPrice: 10_000_000,
  maxStock: 1_000_000,
} as const;

// Control characters have no place in a name or a code (they break CSV exports and logs);
// tabs and newlines are allowed in descriptions only.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK = /[\t\n\r]/;

export type PartFormResult =
  { ok: true; input: Omit<PartInput, 'imagem'> } | { ok: false; errors: string[] };

// A code is typed and searched for: an invisible character in it is never meant, so it is
// refused rather than silently dropped. Names and descriptions are pasted from documents, which
// bring zero-width characters along; those are dropped (docs/decisions.md, issue 11).
const ZERO_WIDTH_POLICY: Readonly<Record<TextField | 'categoria', ZeroWidthPolicy>> = {
  nome_pt: 'strip',
  nome_en: 'strip',
  nome_es: 'strip',
  descricao_pt: 'strip',
  descricao_en: 'strip',
  descricao_es: 'strip',
  codigo: 'refuse',
  categoria: 'refuse',
};

const TEXT_PROBLEMS = {
  malformed: (label: string) => `O campo ${label} contém caracteres inválidos.`,
  invisible: (label: string) =>
    `O campo ${label} contém caracteres invisíveis ou de controle de direção do texto, ` +
    'que não são aceitos.',
} as const;

/** The field as trimmed NFC without zero-width characters, or undefined (reason in `errors`). */
function cleanField(
  fields: Readonly<Record<string, string>>,
  name: TextField | 'categoria',
  label: string,
  errors: string[],
): string | undefined {
  const result = cleanText(fields[name] ?? '', ZERO_WIDTH_POLICY[name]);
  if (result.ok) return result.text.trim();
  errors.push(TEXT_PROBLEMS[result.problem](label));
  return undefined;
}

function readText(fields: Readonly<Record<string, string>>, name: TextField, errors: string[]) {
  const { label, max } = TEXT_FIELDS[name];
  const value = cleanField(fields, name, label, errors);
  if (value === undefined) return '';
  if (value === '') errors.push(`O campo ${label} é obrigatório.`);
  else if (value.length > max) errors.push(`O campo ${label} aceita no máximo ${max} caracteres.`);
  else if (CONTROL.test(value) || (!name.startsWith('descricao') && LINE_BREAK.test(value))) {
    errors.push(`O campo ${label} contém caracteres inválidos.`);
  }
  return value;
}

/** "1.234,56", "1234,56" and "1234.56" all mean 1234.56; an empty field means 0. */
function parsePrice(raw: string): number | undefined {
  const text = raw.trim().replace(/^R\$\s*/, '');
  if (text === '') return 0;
  const normalised = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return undefined;
  const value = Number(normalised);
  return value <= PART_LIMITS.maxPrice ? value : undefined;
}

function parseStock(raw: string): number | undefined {
  const text = raw.trim();
  if (text === '') return 0;
  if (!/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value <= PART_LIMITS.maxStock ? value : undefined;
}

function isCategory(value: string): value is PartCategory {
  return (PART_CATEGORIES as readonly string[]).includes(value);
}

/**
 * Validates the admin form (spec §5): the seven texts and categoria are required, preco and
 * estoque are optional (the form of §2 has no such fields; an empty value stores 0). Every
 * error is a Portuguese sentence the admin screen shows as it is.
 */
export function readPartForm(fields: Readonly<Record<string, string>>): PartFormResult {
  const errors: string[] = [];
  const text = Object.fromEntries(
    (Object.keys(TEXT_FIELDS) as TextField[]).map((name) => [name, readText(fields, name, errors)]),
  ) as Record<TextField, string>;

  // NFC too: a category typed on a system that sends decomposed accents is still the category.
  const categoria = cleanField(fields, 'categoria', 'Categoria', errors);
  if (categoria === '') errors.push('O campo Categoria é obrigatório.');
  else if (categoria !== undefined && !isCategory(categoria)) {
    errors.push(`Categoria inválida. Use uma destas: ${PART_CATEGORIES.join(', ')}.`);
  }

  const preco = parsePrice(fields.preco ?? '');
  if (preco === undefined) {
    errors.push('O preço deve ser um número não negativo com até 2 casas decimais.');
  }
  const estoque = parseStock(fields.estoque ?? '');
  if (estoque === undefined) {
    errors.push('O estoque deve ser um número inteiro não negativo.');
  }

  const valid = preco !== undefined && estoque !== undefined && categoria !== undefined;
  if (errors.length > 0 || !valid || !isCategory(categoria)) {
    return { ok: false, errors };
  }
  return { ok: true, input: { ...text, categoria, preco, estoque } };
}

/** The optional `version` of an edit: a positive integer, or undefined when absent. */
export function readExpectedVersion(raw: string | undefined): number | undefined | 'invalid' {
  if (raw === undefined || raw.trim() === '') return undefined;
  return /^[1-9]\d{0,9}$/.test(raw.trim()) ? Number(raw) : 'invalid';
}
