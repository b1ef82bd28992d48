/**
 * TEMPORARY catalogue data written by the catalogue-PDF branch so that it can be built and tested
 * on its own: three products filled in, the other five with names only. The products branch owns
 * the real module at this path; at merge, keep that one and drop this file.
 */
import type { Lang } from '../../../i18n/languages';
import {
  MACHINE_PRODUCT_IDS,
  type MachineCatalog,
  type MachineProduct,
  type MachineProductId,
} from './types';

type Texts = Pick<
  MachineProduct,
  'name' | 'shortDescription' | 'description' | 'features' | 'applications' | 'specifications'
>;

const castAll = (model: number, lang: Lang): Texts => {
  const filled: Partial<Record<number, Record<Lang, Texts>>> = {
    250: {
      pt: {
        name: 'CAST ALL 250T',
        shortDescription: 'Injetora de alumínio de câmara fria com 250 t de fechamento.',
        description:
          'A **CAST ALL 250T** é a injetora de câmara fria para peças de alumínio de pequeno porte.\n\nO acionamento por **servomotor** economiza até 65% de energia.',
        features: ['Servomotor 18 kW, 2500 rpm', 'Economia de energia de até 65%', 'Norma NR-12'],
        applications: ['Autopeças', 'Eletrodomésticos'],
        specifications: [
          ['Força de Fechamento', '250 t / 2.451 kN'],
          ['Curso de Abertura', '550 mm'],
          ['Capacidade de Injeção', '2,0 kg Al'],
        ],
      },
      en: {
        name: 'CAST ALL 250T',
        shortDescription: 'Cold-chamber aluminium die-casting machine, 250 t clamping force.',
        description:
          'The **CAST ALL 250T** is the cold-chamber machine for small aluminium parts.\n\nIts **servomotor** drive saves up to 65% energy.',
        features: [
          '18 kW servomotor, 2500 rpm',
          'Up to 65% energy saving',
          'NR-12 safety standard',
        ],
        applications: ['Automotive parts', 'Home appliances'],
        specifications: [
          ['Força de Fechamento', '250 t / 2,451 kN'],
          ['Curso de Abertura', '550 mm'],
          ['Capacidade de Injeção', '2.0 kg Al'],
        ],
      },
      es: {
        name: 'CAST ALL 250T',
        shortDescription: 'Inyectora de aluminio de cámara fría con 250 t de cierre.',
        description:
          'La **CAST ALL 250T** es la inyectora de cámara fría para piezas pequeñas de aluminio.\n\nEl accionamiento por **servomotor** ahorra hasta un 65% de energía.',
        features: ['Servomotor 18 kW, 2500 rpm', 'Ahorro de energía de hasta 65%', 'Norma NR-12'],
        applications: ['Autopartes', 'Electrodomésticos'],
        specifications: [
          ['Força de Fechamento', '250 t / 2.451 kN'],
          ['Curso de Abertura', '550 mm'],
          ['Capacidade de Injeção', '2,0 kg Al'],
        ],
      },
    },
    800: {
      pt: {
        name: 'CAST ALL 800T',
        shortDescription: 'Injetora de alumínio de câmara fria com 800 t de fechamento.',
        description: 'A **CAST ALL 800T** atende peças estruturais de alumínio de grande porte.',
        features: ['Servomotor 45 kW, 2600 rpm', 'Norma NR-12'],
        applications: ['Autopeças', 'Peças industriais'],
        specifications: [
          ['Força de Fechamento', '800 t / 7.360 kN'],
          ['Curso de Abertura', '930 mm'],
          ['Capacidade de Injeção', '13,2 kg Al'],
        ],
      },
      en: {
        name: 'CAST ALL 800T',
        shortDescription: 'Cold-chamber aluminium die-casting machine, 800 t clamping force.',
        description: 'The **CAST ALL 800T** makes large structural aluminium parts.',
        features: ['45 kW servomotor, 2600 rpm', 'NR-12 safety standard'],
        applications: ['Automotive parts', 'Industrial parts'],
        specifications: [
          ['Força de Fechamento', '800 t / 7,360 kN'],
          ['Curso de Abertura', '930 mm'],
          ['Capacidade de Injeção', '13.2 kg Al'],
        ],
      },
      es: {
        name: 'CAST ALL 800T',
        shortDescription: 'Inyectora de aluminio de cámara fría con 800 t de cierre.',
        description: 'La **CAST ALL 800T** produce piezas estructurales grandes de aluminio.',
        features: ['Servomotor 45 kW, 2600 rpm', 'Norma NR-12'],
        applications: ['Autopartes', 'Piezas industriales'],
        specifications: [
          ['Força de Fechamento', '800 t / 7.360 kN'],
          ['Curso de Abertura', '930 mm'],
          ['Capacidade de Injeção', '13,2 kg Al'],
        ],
      },
    },
  };
  return filled[model]?.[lang] ?? nameOnly(`CAST ALL ${model}T`);
};

const lubricator: Record<Lang, Texts> = {
  pt: {
    name: 'Lubrificador Automático LLA',
    shortDescription: 'Lubrificação automática do molde com 16 a 28 bicos.',
    description: 'O **Lubrificador LLA** aplica desmoldante de forma automática e repetível.',
    features: ['16 a 28 bicos', 'Velocidade horizontal 0,8 m/s', 'Velocidade vertical 1,0 m/s'],
    applications: ['Células de injeção de alumínio'],
    specifications: [
      ['Modelos', 'V900xH600, V1200xH700, V1400xH900'],
      ['Peso da Máquina', '375 a 395 kg'],
    ],
  },
  en: {
    name: 'LLA Automatic Lubricator',
    shortDescription: 'Automatic die spraying with 16 to 28 nozzles.',
    description: 'The **LLA Lubricator** applies release agent automatically and repeatably.',
    features: ['16 to 28 nozzles', 'Horizontal speed 0.8 m/s', 'Vertical speed 1.0 m/s'],
    applications: ['Aluminium die-casting cells'],
    specifications: [
      ['Modelos', 'V900xH600, V1200xH700, V1400xH900'],
      ['Peso da Máquina', '375 to 395 kg'],
    ],
  },
  es: {
    name: 'Lubricador Automático LLA',
    shortDescription: 'Lubricación automática del molde con 16 a 28 boquillas.',
    description: 'El **Lubricador LLA** aplica desmoldante de forma automática y repetible.',
    features: ['16 a 28 boquillas', 'Velocidad horizontal 0,8 m/s', 'Velocidad vertical 1,0 m/s'],
    applications: ['Células de inyección de aluminio'],
    specifications: [
      ['Modelos', 'V900xH600, V1200xH700, V1400xH900'],
      ['Peso da Máquina', '375 a 395 kg'],
    ],
  },
};

function nameOnly(name: string): Texts {
  return {
    name,
    shortDescription: '',
    description: '',
    features: [],
    applications: [],
    specifications: [],
  };
}

function texts(id: MachineProductId, lang: Lang): Texts {
  if (id === 'lubrificador-lla') return lubricator[lang];
  if (id === 'dosador-linear') return nameOnly('Dosador Linear');
  return castAll(Number(id.replace('cast-all-', '')), lang);
}

const labels: Record<string, Record<'en' | 'es', string>> = {
  'Força de Fechamento': { en: 'Clamping Force', es: 'Fuerza de Cierre' },
  'Curso de Abertura': { en: 'Opening Stroke', es: 'Carrera de Apertura' },
  'Capacidade de Injeção': { en: 'Injection Capacity', es: 'Capacidad de Inyección' },
  'Peso da Máquina': { en: 'Machine Weight', es: 'Peso de la Máquina' },
  Modelos: { en: 'Models', es: 'Modelos' },
};

function build(id: MachineProductId, lang: Lang): MachineProduct {
  return {
    id,
    category: id.startsWith('cast-all') ? 'aluminum' : 'peripheral',
    image: `/images/products/${id}.webp`,
    imageLarge: `/images/products/${id}.webp`,
    ...texts(id, lang),
  };
}

const languageFiles: Record<Lang, string> = {
  pt: 'CATALOGO-CAST-ALL-PT-V01-R01.pdf',
  en: 'CATALOG-CAST-ALL-EN-V01-R01.pdf',
  es: 'CATALOGO-CAST-ALL-ES-V01-R01.pdf',
};

export const machineCatalog: MachineCatalog = {
  products: (lang) => MACHINE_PRODUCT_IDS.map((id) => build(id, lang)),
  product: (id, lang) =>
    (MACHINE_PRODUCT_IDS as readonly string[]).includes(id)
      ? build(id as MachineProductId, lang)
      : undefined,
  specLabel: (label, lang) => (lang === 'pt' ? label : (labels[label]?.[lang] ?? label)),
  productCatalogFile: (id) => `${id}.pdf`,
  languageCatalogFile: (lang) => languageFiles[lang],
};
