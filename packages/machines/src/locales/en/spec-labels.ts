import type { KnownSpecLabel } from '../pt/spec-labels';

/** The specification labels, keyed by their Portuguese form. */
export const specLabelsEn: Readonly<Record<KnownSpecLabel, string>> = {
  'Força de fechamento': 'Clamping force',
  'Curso de abertura': 'Opening stroke',
  'Dimensão entre colunas': 'Tie-bar clearance',
  'Dimensão das placas': 'Platen size',
  'Pressão específica máxima': 'Maximum specific pressure',
  'Potência do motor principal': 'Main motor power',
  'Capacidade de injeção': 'Injection capacity',
  'Pressão de injeção': 'Injection pressure',
  Servomotor: 'Servomotor',
  'Potência instalada': 'Installed power',
  'Peso da máquina': 'Machine weight',
  Modelos: 'Models',
  'Número de bicos': 'Number of nozzles',
  'Velocidade horizontal': 'Horizontal speed',
  'Velocidade vertical': 'Vertical speed',
  'Temperatura de trabalho': 'Working temperature',
};
