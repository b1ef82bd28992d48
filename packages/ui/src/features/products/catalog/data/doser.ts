import type { Lang } from '../../../../i18n/languages';
import { formatNumber, formatRange, formatUpTo } from '../format';
import type { ProductSource, SpecRow } from './source';

/** Figures of spec §3: three models, 0.5–1.0 / 0.13–0.25 m/s, 3.5 CV, up to 700 °C. */
function specifications(lang: Lang): readonly SpecRow[] {
  const n = (value: number, decimals = 0) => formatNumber(value, lang, decimals);
  return [
    ['Modelos', 'V900xH2000, V1300xH2000, V1300xH2600'],
    ['Velocidade horizontal', formatRange(n(0.5, 1), `${n(1, 1)} m/s`, lang)],
    ['Velocidade vertical', formatRange(n(0.13, 2), `${n(0.25, 2)} m/s`, lang)],
    ['Potência instalada', `${n(3.5, 1)} CV`],
    ['Temperatura de trabalho', formatUpTo(`${n(700)} °C`, lang)],
  ];
}

export const doser: ProductSource = {
  id: 'dosador-linear',
  category: 'peripheral',
  specifications,
  texts: {
    pt: {
      name: 'Dosador Linear Automático',
      shortDescription:
        'Dosador linear automático de alumínio líquido para células de fundição sob pressão, para trabalho até 700 °C.',
      description:
        'O **Dosador Linear Automático** retira o alumínio líquido do forno e o despeja na câmara de injeção com dose e trajeto sempre iguais, trabalhando **até 700 °C**.\n\n' +
        'Nos modelos **V900xH2000, V1300xH2000 e V1300xH2600**, move-se de **0,5 a 1,0 m/s na horizontal** e de **0,13 a 0,25 m/s na vertical**, com **3,5 CV de potência total**.',
      features: [
        'Trabalho com alumínio líquido até 700 °C',
        'Velocidade horizontal de 0,5 a 1,0 m/s',
        'Velocidade vertical de 0,13 a 0,25 m/s',
        'Potência total de 3,5 CV',
        'Três modelos: V900xH2000, V1300xH2000 e V1300xH2600',
      ],
      applications: [
        'Dosagem de alumínio em máquinas de fundição sob pressão',
        'Automação de células de fundição',
        'Segurança do operador junto ao forno',
        'Repetibilidade do peso de injeção',
      ],
      badges: ['Até 700 °C', 'Automação', 'Garantia de 12 meses', 'Fabricado no Brasil'],
    },
    en: {
      name: 'Automatic Linear Dosing Unit',
      shortDescription:
        'Automatic linear dosing unit for molten aluminium in die-casting cells, working at up to 700 °C.',
      description:
        'The **Automatic Linear Dosing Unit** takes molten aluminium from the furnace and pours it into the shot sleeve with the same dose and path every time, working at **up to 700 °C**.\n\n' +
        'As models **V900xH2000, V1300xH2000 and V1300xH2600**, it moves at **0.5 to 1.0 m/s horizontally** and **0.13 to 0.25 m/s vertically**, with **3.5 CV of total power**.',
      features: [
        'Handles molten aluminium at up to 700 °C',
        '0.5 to 1.0 m/s horizontal speed',
        '0.13 to 0.25 m/s vertical speed',
        '3.5 CV total power',
        'Three models: V900xH2000, V1300xH2000 and V1300xH2600',
      ],
      applications: [
        'Aluminium dosing for die-casting machines',
        'Casting cell automation',
        'Operator safety at the furnace',
        'Repeatable shot weight',
      ],
      badges: ['Up to 700 °C', 'Automation', '12-month warranty', 'Made in Brazil'],
    },
    es: {
      name: 'Dosificador Lineal Automático',
      shortDescription:
        'Dosificador lineal automático de aluminio líquido para celdas de fundición a presión, para trabajo hasta 700 °C.',
      description:
        'El **Dosificador Lineal Automático** toma el aluminio líquido del horno y lo vierte en la cámara de inyección con la misma dosis y trayectoria en cada ciclo, trabajando **hasta 700 °C**.\n\n' +
        'En los modelos **V900xH2000, V1300xH2000 y V1300xH2600**, se mueve de **0,5 a 1,0 m/s en horizontal** y de **0,13 a 0,25 m/s en vertical**, con **3,5 CV de potencia total**.',
      features: [
        'Trabajo con aluminio líquido hasta 700 °C',
        'Velocidad horizontal de 0,5 a 1,0 m/s',
        'Velocidad vertical de 0,13 a 0,25 m/s',
        'Potencia total de 3,5 CV',
        'Tres modelos: V900xH2000, V1300xH2000 y V1300xH2600',
      ],
      applications: [
        'Dosificación de aluminio en máquinas de fundición a presión',
        'Automatización de celdas de fundición',
        'Seguridad del operador junto al horno',
        'Repetibilidad del peso de inyección',
      ],
      badges: ['Hasta 700 °C', 'Automatización', 'Garantía de 12 meses', 'Fabricado en Brasil'],
    },
  },
};
