import type { Lang } from '../../../../i18n/languages';
import { formatNumber, formatRange } from '../format';
import type { ProductSource, SpecRow } from './source';

/** Figures of spec §3: three models, 16 to 28 nozzles, 0.8 / 1.0 m/s, 375 to 395 kg. */
function specifications(lang: Lang): readonly SpecRow[] {
  const n = (value: number, decimals = 0) => formatNumber(value, lang, decimals);
  return [
    ['Modelos', 'V900xH600, V1200xH700, V1400xH900'],
    ['Número de bicos', formatRange(n(16), n(28), lang)],
    ['Velocidade horizontal', `${n(0.8, 1)} m/s`],
    ['Velocidade vertical', `${n(1, 1)} m/s`],
    ['Peso da máquina', formatRange(n(375), `${n(395)} kg`, lang)],
  ];
}

export const lubricator: ProductSource = {
  id: 'lubrificador-lla',
  category: 'peripheral',
  specifications,
  texts: {
    pt: {
      name: 'Lubrificador Automático LLA',
      shortDescription:
        'Lubrificador automático de moldes para fundição sob pressão, com 16 a 28 bicos e três modelos de curso.',
      description:
        'O **Lubrificador Automático LLA** aplica o desmoldante no molde a cada ciclo, sempre na mesma quantidade e na mesma posição, com **16 a 28 bicos**.\n\n' +
        'Disponível nos modelos **V900xH600, V1200xH700 e V1400xH900**, trabalha com **0,8 m/s na horizontal e 1,0 m/s na vertical**, o que encurta o ciclo e aumenta a vida útil do molde.',
      features: [
        'De 16 a 28 bicos de pulverização',
        'Velocidade horizontal de 0,8 m/s',
        'Velocidade vertical de 1,0 m/s',
        'Três modelos: V900xH600, V1200xH700 e V1400xH900',
        'Aplicação repetível a cada ciclo',
      ],
      applications: [
        'Lubrificação de moldes de fundição sob pressão',
        'Automação de células de fundição de alumínio',
        'Redução do tempo de ciclo',
        'Aumento da vida útil dos moldes',
      ],
      badges: ['16 a 28 bicos', 'Automação', 'Garantia de 12 meses', 'Fabricado no Brasil'],
    },
    en: {
      name: 'LLA Automatic Lubricator',
      shortDescription:
        'Automatic die lubricator for die-casting machines, with 16 to 28 nozzles and three stroke models.',
      description:
        'The **LLA Automatic Lubricator** sprays release agent onto the die in every cycle, always in the same amount and position, through **16 to 28 nozzles**.\n\n' +
        'Available as models **V900xH600, V1200xH700 and V1400xH900**, it moves at **0.8 m/s horizontally and 1.0 m/s vertically**, shortening the cycle and extending die life.',
      features: [
        '16 to 28 spray nozzles',
        '0.8 m/s horizontal speed',
        '1.0 m/s vertical speed',
        'Three models: V900xH600, V1200xH700 and V1400xH900',
        'Repeatable spraying in every cycle',
      ],
      applications: [
        'Die-casting die lubrication',
        'Automation of aluminium casting cells',
        'Shorter cycle times',
        'Longer die life',
      ],
      badges: ['16 to 28 nozzles', 'Automation', '12-month warranty', 'Made in Brazil'],
    },
    es: {
      name: 'Lubricador Automático LLA',
      shortDescription:
        'Lubricador automático de moldes para fundición a presión, con 16 a 28 boquillas y tres modelos de carrera.',
      description:
        'El **Lubricador Automático LLA** aplica el desmoldante en el molde en cada ciclo, siempre en la misma cantidad y posición, con **16 a 28 boquillas**.\n\n' +
        'Disponible en los modelos **V900xH600, V1200xH700 y V1400xH900**, trabaja a **0,8 m/s en horizontal y 1,0 m/s en vertical**, lo que acorta el ciclo y prolonga la vida útil del molde.',
      features: [
        'De 16 a 28 boquillas de pulverización',
        'Velocidad horizontal de 0,8 m/s',
        'Velocidad vertical de 1,0 m/s',
        'Tres modelos: V900xH600, V1200xH700 y V1400xH900',
        'Aplicación repetible en cada ciclo',
      ],
      applications: [
        'Lubricación de moldes de fundición a presión',
        'Automatización de celdas de fundición de aluminio',
        'Reducción del tiempo de ciclo',
        'Mayor vida útil de los moldes',
      ],
      badges: ['16 a 28 boquillas', 'Automatización', 'Garantía de 12 meses', 'Fabricado en Brasil'],
    },
  },
};
