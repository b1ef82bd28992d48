import type { ProductTexts } from '../../data/source';

export const lubricatorTextsPt: ProductTexts = {
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
  // Its own items from spec §3: a peripheral ships none of the die-casting accessories.
  standardItems: [
    'Bicos de pulverização: de 16 a 28, conforme o modelo',
    'Eixo horizontal de 0,8 m/s e eixo vertical de 1,0 m/s',
    'Modelos V900xH600, V1200xH700 e V1400xH900',
  ],
};
