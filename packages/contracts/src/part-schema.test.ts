import { describe, expect, it } from 'vitest';
import {
  PART_DATA_FIELDS,
  PART_FIELDS,
  PART_TEXT_FIELDS,
  partSchema,
  pickPartData,
  readPartFields,
} from './part-schema';
import { validPartFields } from './testing';

// What the admin form and the CSV columns derive from the field list: labels, required marks,
// which fields are written per language, and the issue a refusal becomes.
describe('the part field list', () => {
  it('names every field as the admin sees it, in the order of the form and the API', () => {
    expect(Object.entries(PART_FIELDS).map(([field, spec]) => [field, spec.label])).toEqual([
      ['nome_pt', 'Nome (Português)'],
      ['nome_en', 'Nome (English)'],
      ['nome_es', 'Nome (Español)'],
      ['descricao_pt', 'Descrição (Português)'],
      ['descricao_en', 'Descrição (English)'],
      ['descricao_es', 'Descrição (Español)'],
      ['codigo', 'Código'],
      ['categoria', 'Categoria'],
      ['preco', 'Preço (R$)'],
      ['estoque', 'Estoque'],
    ]);
    expect(PART_DATA_FIELDS).toEqual(Object.keys(PART_FIELDS));
  });

  it('requires every field but the price and the stock', () => {
    const optional = PART_DATA_FIELDS.filter((field) => !PART_FIELDS[field].required);
    expect(optional).toEqual(['preco', 'estoque']);
  });

  it('writes the names and descriptions per language, and nothing else', () => {
    expect(PART_TEXT_FIELDS).toEqual([
      'nome_pt',
      'nome_en',
      'nome_es',
      'descricao_pt',
      'descricao_en',
      'descricao_es',
    ]);
    for (const field of PART_DATA_FIELDS) {
      expect(PART_FIELDS[field].translated).toBe(PART_TEXT_FIELDS.includes(field as never));
    }
  });

  it('turns a refusal into one custom issue on its field, with the sentence', () => {
    const result = partSchema.safeParse({ ...validPartFields(), codigo: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      { code: 'custom', path: ['codigo'], message: 'O campo Código é obrigatório.' },
    ]);
  });

  it('keeps line breaks in descriptions only, and drops zero-width characters from texts only', () => {
    const read = readPartFields({
      ...validPartFields(),
      nome_pt: 'Válvula\u200b de alívio',
      descricao_pt: 'Primeira linha\nSegunda linha',
    });
    expect(read).toMatchObject({
      ok: true,
      data: { nome_pt: 'Válvula de alívio', descricao_pt: 'Primeira linha\nSegunda linha' },
    });
    expect(readPartFields({ ...validPartFields(), nome_pt: 'Uma\nduas' }).ok).toBe(false);
    expect(readPartFields({ ...validPartFields(), codigo: 'RT\u200b-001' }).ok).toBe(false);
  });

  it('picks the edited fields of a record, in field order, leaving the rest', () => {
    const record = { id: 'x', imagem: 'a.webp', ...validPartFields(), extra: 1 };
    const picked = pickPartData(record);
    expect(Object.keys(picked)).toEqual(PART_DATA_FIELDS);
    expect(picked).toEqual(validPartFields());
  });
});
