import { describe, expect, it } from 'vitest';
import { readPartForm } from './part-form';
import { validPartFields } from './testing';

// Which characters each field of the admin form takes (spec §5; issue 11). Each control range
// is tried at both ends and just outside, so a widened or narrowed range fails here.

const INVALID = (label: string) => `O campo ${label} contém caracteres inválidos.`;
const INVISIBLE = (label: string) =>
  `O campo ${label} contém caracteres invisíveis ou de controle de direção do texto, ` +
  'que não são aceitos.';

function errorsOf(fields: Record<string, string>): string[] {
  const result = readPartForm(fields);
  return result.ok ? [] : result.errors;
}

describe('control characters', () => {
  it.each(['\u0000', '\u0008', '\u000b', '\u000c', '\u000e', '\u001f', '\u007f'])(
    'refuses %j in a name and in a description',
    (control) => {
      expect(errorsOf({ ...validPartFields(), nome_pt: `Bomba${control}1` })).toEqual([
        INVALID('Nome (Português)'),
      ]);
      expect(errorsOf({ ...validPartFields(), descricao_es: `Bomba${control}1` })).toEqual([
        INVALID('Descrição (Español)'),
      ]);
    },
  );

  it.each(['\t', '\n', '\r'])('refuses %j in a name and a code', (lineBreak) => {
    expect(errorsOf({ ...validPartFields(), nome_en: `Pump${lineBreak}1` })).toEqual([
      INVALID('Nome (English)'),
    ]);
    expect(errorsOf({ ...validPartFields(), codigo: `RT${lineBreak}1` })).toEqual([
      INVALID('Código'),
    ]);
  });

  it('keeps tabs and line breaks inside a description', () => {
    const descricao_pt = 'Linha 1\r\nLinha\t2';
    expect(readPartForm({ ...validPartFields(), descricao_pt })).toMatchObject({
      ok: true,
      input: { descricao_pt },
    });
  });

  it('accepts the printable characters next to the control ranges', () => {
    const nome_pt = 'Bomba ~ !';
    expect(readPartForm({ ...validPartFields(), nome_pt })).toMatchObject({
      ok: true,
      input: { nome_pt },
    });
  });
});

describe('invisible characters', () => {
  it('drops a zero-width space from a name and trims what is left', () => {
    expect(readPartForm({ ...validPartFields(), nome_es: ' \u200bVálvula\u200b ' })).toMatchObject({
      ok: true,
      input: { nome_es: 'Válvula' },
    });
  });

  it('refuses a zero-width space in the code and in the category', () => {
    expect(errorsOf({ ...validPartFields(), codigo: 'RT\u200b-001' })).toEqual([
      INVISIBLE('Código'),
    ]);
    expect(errorsOf({ ...validPartFields(), categoria: 'Hidráulica\u200b' })).toEqual([
      INVISIBLE('Categoria'),
    ]);
  });

  it('refuses a lone surrogate, naming the field', () => {
    expect(errorsOf({ ...validPartFields(), descricao_en: 'Valve \ud800' })).toEqual([
      INVALID('Descrição (English)'),
    ]);
    expect(errorsOf({ ...validPartFields(), categoria: '\udc00' })).toEqual([INVALID('Categoria')]);
  });
});

describe('required fields and category', () => {
  it('names each missing field, the category included', () => {
    expect(errorsOf({})).toEqual([
      'O campo Nome (Português) é obrigatório.',
      'O campo Nome (English) é obrigatório.',
      'O campo Nome (Español) é obrigatório.',
      'O campo Descrição (Português) é obrigatório.',
      'O campo Descrição (English) é obrigatório.',
      'O campo Descrição (Español) é obrigatório.',
      'O campo Código é obrigatório.',
      'O campo Categoria é obrigatório.',
    ]);
  });

  it('refuses a field of spaces only as missing', () => {
    expect(errorsOf({ ...validPartFields(), nome_pt: '   ' })).toEqual([
      'O campo Nome (Português) é obrigatório.',
    ]);
  });

  it('refuses an unknown category with the list of categories', () => {
    expect(errorsOf({ ...validPartFields(), categoria: 'Pneumática' })).toEqual([
      'Categoria inválida. Use uma destas: Elétrica, Hidráulica, Eletrônica, Mecânica.',
    ]);
  });

  it('stores the trimmed texts and the category as sent', () => {
    const fields = { ...validPartFields(), codigo: '  RT-001  ', categoria: ' Elétrica ' };
    expect(readPartForm(fields)).toEqual({
      ok: true,
      // The texts of validPartFields are already trimmed NFC, so they are stored as they are.
      input: {
        ...validPartFields(),
        codigo: 'RT-001',
        categoria: 'Elétrica',
        preco: 1234.5,
        estoque: 7,
      },
    });
  });
});
