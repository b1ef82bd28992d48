import type { ProductTexts } from '../../data/source';

export const doserTextsEs: ProductTexts = {
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
  // Its own items from spec §3: a peripheral ships none of the die-casting accessories.
  standardItems: [
    'Modelos V900xH2000, V1300xH2000 y V1300xH2600',
    'Eje horizontal de 0,5 a 1,0 m/s y eje vertical de 0,13 a 0,25 m/s',
    'Potencia total de 3,5 CV, para trabajar hasta 700 °C',
  ],
};
