import { PART_CATEGORIES } from './spare-part';

/**
 * The Portuguese sentences of part validation (spec §8: messages in Portuguese). The server
 * answers them, the CSV preview lists them and the admin form shows them before sending, so
 * the administrator reads the same sentence wherever a value is refused.
 */
export const PART_MESSAGES = {
  required: (label: string) => `O campo ${label} é obrigatório.`,
  tooLong: (label: string, max: number) => `O campo ${label} aceita no máximo ${max} caracteres.`,
  malformed: (label: string) => `O campo ${label} contém caracteres inválidos.`,
  invisible: (label: string) =>
    `O campo ${label} contém caracteres invisíveis ou de controle de direção do texto, ` +
    'que não são aceitos.',
  category: `Categoria inválida. Use uma destas: ${PART_CATEGORIES.join(', ')}.`,
  price: 'O preço deve ser um número não negativo com até 2 casas decimais.',
  stock: 'O estoque deve ser um número inteiro não negativo.',
} as const;
