import type { ProductTexts } from '../../data/source';

export const lubricatorTextsEs: ProductTexts = {
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
  // Its own items from spec §3: a peripheral ships none of the die-casting accessories.
  standardItems: [
    'Boquillas de pulverización: de 16 a 28, según el modelo',
    'Eje horizontal de 0,8 m/s y eje vertical de 1,0 m/s',
    'Modelos V900xH600, V1200xH700 y V1400xH900',
  ],
};
