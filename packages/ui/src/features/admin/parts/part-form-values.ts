import { PART_CATEGORIES } from '@castall/contracts';
import type { AdminPart } from '../admin-api';
import { ADMIN_TEXTS as T } from '../texts';

export const FORM_LANGS = ['pt', 'en', 'es'] as const;
export type FormLang = (typeof FORM_LANGS)[number];

export interface PartFormValues {
  nome_pt: string;
  nome_en: string;
  nome_es: string;
  descricao_pt: string;
  descricao_en: string;
  descricao_es: string;
  codigo: string;
  categoria: string;
  preco: string;
  estoque: string;
}

export type PartFormField = keyof PartFormValues;

export const EMPTY_FORM: PartFormValues = {
  nome_pt: '',
  nome_en: '',
  nome_es: '',
  descricao_pt: '',
  descricao_en: '',
  descricao_es: '',
  codigo: '',
  categoria: '',
  preco: '',
  estoque: '',
};

export function valuesOf(part: AdminPart): PartFormValues {
  return {
    nome_pt: part.nome_pt,
    nome_en: part.nome_en,
    nome_es: part.nome_es,
    descricao_pt: part.descricao_pt,
    descricao_en: part.descricao_en,
    descricao_es: part.descricao_es,
    codigo: part.codigo,
    categoria: part.categoria,
    preco: String(part.preco),
    estoque: String(part.estoque),
  };
}

/** The field labels, the same the server names in its errors (server/src/parts/part-form.ts). */
export function fieldLabel(field: PartFormField): string {
  const lang = /_(pt|en|es)$/.exec(field)?.[1] as FormLang | undefined;
  if (field.startsWith('nome_') && lang) return `${T.nameLabel} (${T.languages[lang]})`;
  if (field.startsWith('descricao_') && lang) return `${T.descriptionLabel} (${T.languages[lang]})`;
  if (field === 'codigo') return T.code;
  if (field === 'categoria') return T.category;
  if (field === 'preco') return T.price;
  return T.stock;
}

const REQUIRED: readonly PartFormField[] = [
  'nome_pt',
  'nome_en',
  'nome_es',
  'descricao_pt',
  'descricao_en',
  'descricao_es',
  'codigo',
  'categoria',
];

/**
 * Spec §5: the six texts, codigo and categoria are required; price and stock are optional
 * numbers (the server gives the exact bounds). Returns the invalid fields with their sentence.
 */
export function validatePartForm(
  values: PartFormValues,
  image: File | null,
): Partial<Record<PartFormField | 'imagem', string>> {
  const errors: Partial<Record<PartFormField | 'imagem', string>> = {};
  for (const field of REQUIRED) {
    if (values[field].trim() === '') errors[field] = T.required(fieldLabel(field));
  }
  if (
    values.categoria !== '' &&
    !(PART_CATEGORIES as readonly string[]).includes(values.categoria)
  ) {
    errors.categoria = `Categoria inválida. Use uma destas: ${PART_CATEGORIES.join(', ')}.`;
  }
  if (values.preco.trim() !== '' && !/^\d+([.,]\d{1,2})?$/.test(values.preco.trim())) {
    errors.preco = 'O preço deve ser um número não negativo com até 2 casas decimais.';
  }
  if (values.estoque.trim() !== '' && !/^\d+$/.test(values.estoque.trim())) {
    errors.estoque = 'O estoque deve ser um número inteiro não negativo.';
  }
  if (image !== null && !image.type.startsWith('image/')) errors.imagem = T.imageOnly;
  return errors;
}
