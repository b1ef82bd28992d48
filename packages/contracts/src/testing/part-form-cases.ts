import type { PartData, PartDataField, PartFormText } from '../part-schema';
import { validPartFields } from './valid-part-fields';

/**
 * One input of the part form and what both sides must answer: the server (readPartForm, for
 * the API and the CSV import) and the admin form (validatePartForm, before sending). Issue 13:
 * the form had drifted from the server (it refused "1.234,56" and checked no lengths).
 */
export interface PartFormCase {
  name: string;
  fields: PartFormText;
  expected:
    | { ok: true; stored?: Partial<PartData> }
    /** The refused fields with their sentence, in field order (the server's error order). */
    | { ok: false; errors: Partial<Record<PartDataField, string>> };
}

// The sentences and bounds are written out, not read from PART_MESSAGES or PART_LIMITS, so a
// changed sentence or limit fails here.
const PRICE = 'O preço deve ser um número não negativo com até 2 casas decimais.';
const STOCK = 'O estoque deve ser um número inteiro não negativo.';
const PRICE_TOO_HIGH = 'O preço aceita no máximo R$ 10.000.000,00.';
const STOCK_TOO_HIGH = 'O estoque aceita no máximo 1.000.000 unidades.';
const REQUIRED = (label: string) => `O campo ${label} é obrigatório.`;
const TOO_LONG = (label: string, max: number) =>
  `O campo ${label} aceita no máximo ${max} caracteres.`;
const INVALID = (label: string) => `O campo ${label} contém caracteres inválidos.`;
const INVISIBLE = (label: string) =>
  `O campo ${label} contém caracteres invisíveis ou de controle de direção do texto, ` +
  'que não são aceitos.';

const accepts = (
  name: string,
  change: Partial<PartFormText>,
  stored?: Partial<PartData>,
): PartFormCase => ({
  name: `accepts ${name}`,
  fields: { ...validPartFields(), ...change },
  expected: stored ? { ok: true, stored } : { ok: true },
});

const refuses = (
  name: string,
  change: Partial<PartFormText>,
  errors: Partial<Record<PartDataField, string>>,
): PartFormCase => ({
  name: `refuses ${name}`,
  fields: { ...validPartFields(), ...change },
  expected: { ok: false, errors },
});

const EMPTY = Object.fromEntries(
  Object.keys(validPartFields()).map((field) => [field, '']),
) as PartFormText;

export const PART_FORM_CASES: readonly PartFormCase[] = [
  accepts('a complete form', {}, { preco: 1234.5, estoque: 7 }),
  // Prices as typed in Brazil and as Excel writes them.
  accepts('the price 1.234,56', { preco: '1.234,56' }, { preco: 1234.56 }),
  accepts('the price R$ 1.234,56', { preco: 'R$ 1.234,56' }, { preco: 1234.56 }),
  accepts('the price R$12,50', { preco: 'R$12,50' }, { preco: 12.5 }),
  accepts('the price 1234,5', { preco: '1234,5' }, { preco: 1234.5 }),
  accepts('an empty price and stock as 0', { preco: '', estoque: '  ' }, { preco: 0, estoque: 0 }),
  accepts('the price ceiling 10.000.000,00', { preco: '10.000.000,00' }, { preco: 10_000_000 }),
  accepts('the stock ceiling 1000000', { estoque: '1000000' }, { estoque: 1_000_000 }),
  refuses('the price 12R$', { preco: '12R$' }, { preco: PRICE }),
  refuses('a negative price', { preco: '-1' }, { preco: PRICE }),
  refuses('a price of 3 decimals', { preco: '1,234' }, { preco: PRICE }),
  refuses('a price a cent over the ceiling', { preco: '10000000.01' }, { preco: PRICE_TOO_HIGH }),
  refuses('a price of 30 digits', { preco: '9'.repeat(30) }, { preco: PRICE_TOO_HIGH }),
  refuses('a negative stock', { estoque: '-1' }, { estoque: STOCK }),
  refuses('a fractional stock', { estoque: '1,5' }, { estoque: STOCK }),
  refuses('a stock one over the ceiling', { estoque: '1000001' }, { estoque: STOCK_TOO_HIGH }),
  refuses(
    'a bad price and a bad stock at once',
    { preco: 'x', estoque: 'y' },
    {
      preco: PRICE,
      estoque: STOCK,
    },
  ),
  // Lengths, exactly at and one over each limit.
  accepts('a name of 200 characters', { nome_pt: 'x'.repeat(200) }),
  refuses(
    'a name of 201 characters',
    { nome_en: 'x'.repeat(201) },
    {
      nome_en: TOO_LONG('Nome (English)', 200),
    },
  ),
  accepts('a description of 5000 characters', { descricao_es: 'x'.repeat(5000) }),
  refuses(
    'a description of 5001 characters',
    { descricao_pt: 'x'.repeat(5001) },
    {
      descricao_pt: TOO_LONG('Descrição (Português)', 5000),
    },
  ),
  accepts('a code of 64 characters', { codigo: 'x'.repeat(64) }),
  refuses(
    'a code of 65 characters',
    { codigo: 'x'.repeat(65) },
    {
      codigo: TOO_LONG('Código', 64),
    },
  ),
  // Characters (issue 11).
  accepts(
    'a name with zero-width spaces, dropped',
    { nome_es: ' \u200bVálvula\u200b ' },
    {
      nome_es: 'Válvula',
    },
  ),
  accepts('line breaks in a description', { descricao_en: 'Line 1\r\nLine\t2' }),
  accepts('an emoji (a paired surrogate)', { nome_pt: 'Bomba 😀' }),
  accepts(
    'a decomposed accent, composed',
    { categoria: 'Hidra\u0301ulica' },
    {
      categoria: 'Hidráulica',
    },
  ),
  refuses(
    'a zero-width space in the code',
    { codigo: 'RT\u200b-001' },
    {
      codigo: INVISIBLE('Código'),
    },
  ),
  refuses(
    'a right-to-left override in a name',
    { nome_pt: 'Bomba\u202e1' },
    {
      nome_pt: INVISIBLE('Nome (Português)'),
    },
  ),
  // Limits count characters, not UTF-16 units: 200 emoji are 200 characters.
  accepts('a name of 200 emoji', { nome_pt: '😀'.repeat(200) }),
  refuses(
    'a name of 201 emoji',
    { nome_pt: '😀'.repeat(201) },
    { nome_pt: TOO_LONG('Nome (Português)', 200) },
  ),
  refuses(
    'bytes that were not UTF-8 (decoded as U+FFFD)',
    { nome_pt: 'Pe\ufffda' },
    { nome_pt: INVALID('Nome (Português)') },
  ),
  refuses(
    'a lone surrogate',
    { descricao_en: 'Valve \ud800' },
    {
      descricao_en: INVALID('Descrição (English)'),
    },
  ),
  refuses('a line break in a name', { nome_en: 'Pump\n1' }, { nome_en: INVALID('Nome (English)') }),
  refuses(
    'a control character in a description',
    { descricao_es: 'Bomba\u0007' },
    {
      descricao_es: INVALID('Descrição (Español)'),
    },
  ),
  // Required fields and the category.
  refuses('a name of spaces only', { nome_pt: '   ' }, { nome_pt: REQUIRED('Nome (Português)') }),
  refuses(
    'a name of a zero-width space only',
    { nome_es: '\u200b' },
    {
      nome_es: REQUIRED('Nome (Español)'),
    },
  ),
  refuses(
    'an unknown category',
    { categoria: 'Pneumática' },
    {
      categoria: 'Categoria inválida. Use uma destas: Elétrica, Hidráulica, Eletrônica, Mecânica.',
    },
  ),
  {
    name: 'refuses an empty form, naming each required field',
    fields: EMPTY,
    expected: {
      ok: false,
      errors: {
        nome_pt: REQUIRED('Nome (Português)'),
        nome_en: REQUIRED('Nome (English)'),
        nome_es: REQUIRED('Nome (Español)'),
        descricao_pt: REQUIRED('Descrição (Português)'),
        descricao_en: REQUIRED('Descrição (English)'),
        descricao_es: REQUIRED('Descrição (Español)'),
        codigo: REQUIRED('Código'),
        categoria: REQUIRED('Categoria'),
      },
    },
  },
];
