import type { PartFormText } from '../part-schema';

/** A complete, valid admin form (spec §5), with a code that can be varied per test. */
export function validPartFields(codigo = 'HID-VP-0350'): PartFormText {
  return {
    nome_pt: 'Válvula proporcional',
    nome_en: 'Proportional valve',
    nome_es: 'Válvula proporcional de caudal',
    descricao_pt: 'Válvula para a injeção da CAST ALL 350.',
    descricao_en: 'Valve for the CAST ALL 350 injection unit.',
    descricao_es: 'Válvula para la inyección de la CAST ALL 350.',
    codigo,
    categoria: 'Hidráulica',
    preco: '1234.50',
    estoque: '7',
  };
}
