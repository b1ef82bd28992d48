/**
 * The specification labels as the Portuguese data keys them (spec §3), shown as they are in
 * Portuguese; the other languages translate each one (locales/en, locales/es).
 */
export const SPEC_LABELS_PT = [
  'Força de fechamento',
  'Curso de abertura',
  'Dimensão entre colunas',
  'Dimensão das placas',
  'Pressão específica máxima',
  'Potência do motor principal',
  'Capacidade de injeção',
  'Pressão de injeção',
  'Servomotor',
  'Potência instalada',
  'Peso da máquina',
  'Modelos',
  'Número de bicos',
  'Velocidade horizontal',
  'Velocidade vertical',
  'Temperatura de trabalho',
] as const;

export type KnownSpecLabel = (typeof SPEC_LABELS_PT)[number];
