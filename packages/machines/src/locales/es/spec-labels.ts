import type { KnownSpecLabel } from '../pt/spec-labels';

/** The specification labels, keyed by their Portuguese form. */
export const specLabelsEs: Readonly<Record<KnownSpecLabel, string>> = {
  'Força de fechamento': 'Fuerza de cierre',
  'Curso de abertura': 'Carrera de apertura',
  'Dimensão entre colunas': 'Distancia entre columnas',
  'Dimensão das placas': 'Dimensión de las placas',
  'Pressão específica máxima': 'Presión específica máxima',
  'Potência do motor principal': 'Potencia del motor principal',
  'Capacidade de injeção': 'Capacidad de inyección',
  'Pressão de injeção': 'Presión de inyección',
  Servomotor: 'Servomotor',
  'Potência instalada': 'Potencia instalada',
  'Peso da máquina': 'Peso de la máquina',
  Modelos: 'Modelos',
  'Número de bicos': 'Número de boquillas',
  'Velocidade horizontal': 'Velocidad horizontal',
  'Velocidade vertical': 'Velocidad vertical',
  'Temperatura de trabalho': 'Temperatura de trabajo',
};
