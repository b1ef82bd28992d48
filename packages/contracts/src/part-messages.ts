import { PART_LIMITS } from './part-limits';
import { PART_CATEGORIES } from './spare-part';

/** 10000000 as "10.000.000,00": the limits as a Brazilian administrator writes numbers. */
function brazilian(value: number, decimals: number): string {
  return new Intl.NumberFormat('pt-BR', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

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
  priceTooHigh: `O preço aceita no máximo R$ ${brazilian(PART_LIMITS.maxPrice, 2)}.`,
  stockTooHigh: `O estoque aceita no máximo ${brazilian(PART_LIMITS.maxStock, 0)} unidades.`,
} as const;
