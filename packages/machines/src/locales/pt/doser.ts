import type { ProductTexts } from '../../data/source';

export const doserTextsPt: ProductTexts = {
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
  // Its own items from spec §3: a peripheral ships none of the die-casting accessories.
  standardItems: [
    'Modelos V900xH2000, V1300xH2000 e V1300xH2600',
    'Eixo horizontal de 0,5 a 1,0 m/s e eixo vertical de 0,13 a 0,25 m/s',
    'Potência total de 3,5 CV, para trabalho até 700 °C',
  ],
};
