import type { Lang } from '@castall/contracts';

/**
 * Specification labels as the Portuguese data keys them (spec §3), with their English and
 * Spanish forms. Portuguese labels are shown as they are.
 */
export const SPEC_LABELS = {
  'Força de fechamento': { en: 'Clamping force', es: 'Fuerza de cierre' },
  'Curso de abertura': { en: 'Opening stroke', es: 'Carrera de apertura' },
  'Dimensão entre colunas': { en: 'Tie-bar clearance', es: 'Distancia entre columnas' },
  'Dimensão das placas': { en: 'Platen size', es: 'Dimensión de las placas' },
  'Pressão específica máxima': {
    en: 'Maximum specific pressure',
    es: 'Presión específica máxima',
  },
  'Potência do motor principal': { en: 'Main motor power', es: 'Potencia del motor principal' },
  'Capacidade de injeção': { en: 'Injection capacity', es: 'Capacidad de inyección' },
  'Pressão de injeção': { en: 'Injection pressure', es: 'Presión de inyección' },
  Servomotor: { en: 'Servomotor', es: 'Servomotor' },
  'Potência instalada': { en: 'Installed power', es: 'Potencia instalada' },
  'Peso da máquina': { en: 'Machine weight', es: 'Peso de la máquina' },
  Modelos: { en: 'Models', es: 'Modelos' },
  'Número de bicos': { en: 'Number of nozzles', es: 'Número de boquillas' },
  'Velocidade horizontal': { en: 'Horizontal speed', es: 'Velocidad horizontal' },
  'Velocidade vertical': { en: 'Vertical speed', es: 'Velocidad vertical' },
  'Temperatura de trabalho': { en: 'Working temperature', es: 'Temperatura de trabajo' },
} as const satisfies Record<string, Record<Exclude<Lang, 'pt'>, string>>;

export type KnownSpecLabel = keyof typeof SPEC_LABELS;

export function isKnownSpecLabel(label: string): label is KnownSpecLabel {
  return Object.hasOwn(SPEC_LABELS, label);
}

/** The label in the language; an unknown label is shown as written rather than hidden. */
export function translateSpecLabel(label: string, lang: Lang): string {
  if (lang === 'pt' || !isKnownSpecLabel(label)) return label;
  return SPEC_LABELS[label][lang];
}
