import type { SparePart } from '@castall/contracts';
import { describe, expect, it } from 'vitest';
import { categoryKey, localizedPartText, partImageUrl } from './part-view';

const part: SparePart = {
  id: '1',
  nome_pt: 'Bomba',
  nome_en: 'Pump',
  nome_es: '  ',
  descricao_pt: '',
  descricao_en: 'A pump',
  descricao_es: '',
  codigo: 'HID-BO-0001',
  categoria: 'Hidráulica',
  preco: 0,
  estoque: 3,
  imagem: '',
};

describe('localizedPartText', () => {
  it('uses the current language when it has text', () => {
    expect(localizedPartText(part, 'nome', 'en')).toBe('Pump');
  });
  it('falls back to Portuguese when the language is blank', () => {
    expect(localizedPartText(part, 'nome', 'es')).toBe('Bomba');
  });
  it('is undefined when Portuguese is blank too', () => {
    expect(localizedPartText(part, 'descricao', 'es')).toBeUndefined();
  });
});

describe('partImageUrl', () => {
  it('adds the /upload/ prefix to a file name', () => {
    expect(partImageUrl('pump.webp')).toBe('/upload/pump.webp');
  });
  it('keeps a path that already has it', () => {
    expect(partImageUrl('/upload/pump.webp')).toBe('/upload/pump.webp');
    expect(partImageUrl('upload/pump.webp')).toBe('/upload/pump.webp');
  });
  it('does not double the slash of a rooted name', () => {
    expect(partImageUrl('/pump.webp')).toBe('/upload/pump.webp');
  });
  it('is undefined without an image', () => {
    expect(partImageUrl(' ')).toBeUndefined();
  });
});

describe('categoryKey', () => {
  it('maps the four stored categories', () => {
    expect(['Elétrica', 'Hidráulica', 'Eletrônica', 'Mecânica'].map(categoryKey)).toEqual([
      'eletrica',
      'hidraulica',
      'eletronica',
      'mecanica',
    ]);
  });
  it('leaves other values unmapped', () => {
    expect(categoryKey('Motores')).toBeUndefined();
    expect(categoryKey('toString')).toBeUndefined();
  });
});
