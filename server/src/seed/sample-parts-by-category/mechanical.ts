import type { SamplePart } from '../sample-parts';

export const MECHANICAL_PARTS: readonly SamplePart[] = [
  {
    codigo: 'MEC-BI-0250',
    categoria: 'Mecânica',
    artwork: 'sleeve',
    nome_pt: 'Bucha de injeção Ø 50 mm CAST ALL 250',
    nome_en: 'Shot sleeve Ø 50 mm for CAST ALL 250',
    nome_es: 'Camisa de inyección Ø 50 mm CAST ALL 250',
    descricao_pt:
      'Bucha em aço H13 temperado e nitretado, com furo de vazamento usinado. Peça de desgaste do sistema de injeção da CAST ALL 250.',
    descricao_en:
      'Hardened and nitrided H13 steel sleeve with a machined pouring hole. Wear part of the CAST ALL 250 shot end.',
    descricao_es:
      'Camisa de acero H13 templado y nitrurado, con boca de colada mecanizada. Pieza de desgaste del sistema de inyección de la CAST ALL 250.',
    preco: 8950.0,
    estoque: 5,
  },
  {
    codigo: 'MEC-BI-0630',
    categoria: 'Mecânica',
    artwork: 'sleeve',
    nome_pt: 'Bucha de injeção Ø 80 mm CAST ALL 630',
    nome_en: 'Shot sleeve Ø 80 mm for CAST ALL 630',
    nome_es: 'Camisa de inyección Ø 80 mm CAST ALL 630',
    descricao_pt:
      'Bucha com canal de refrigeração e nitretação profunda, própria para ligas de alumínio. Compatível com a CAST ALL 630.',
    descricao_en:
      'Water-cooled sleeve with deep nitriding, made for aluminium alloys. Fits the CAST ALL 630.',
    descricao_es:
      'Camisa con canal de refrigeración y nitrurado profundo, apta para aleaciones de aluminio. Compatible con la CAST ALL 630.',
    preco: 19800.0,
    estoque: 2,
  },
  {
    codigo: 'MEC-PT-0060',
    categoria: 'Mecânica',
    artwork: 'plunger',
    nome_pt: 'Ponteira do pistão de injeção Ø 60 mm',
    nome_en: 'Plunger tip Ø 60 mm',
    nome_es: 'Punta del pistón de inyección Ø 60 mm',
    descricao_pt:
      'Ponteira em cobre-berílio com anéis de segmento, para buchas de Ø 60 mm das CAST ALL 350 e 500.',
    descricao_en:
      'Beryllium-copper tip with piston rings, for Ø 60 mm sleeves on the CAST ALL 350 and 500.',
    descricao_es:
      'Punta de cobre-berilio con anillos de segmento, para camisas de Ø 60 mm de las CAST ALL 350 y 500.',
    preco: 2480.0,
    estoque: 24,
  },
  {
    codigo: 'MEC-PT-0080',
    categoria: 'Mecânica',
    artwork: 'plunger',
    nome_pt: 'Ponteira do pistão de injeção Ø 80 mm',
    nome_en: 'Plunger tip Ø 80 mm',
    nome_es: 'Punta del pistón de inyección Ø 80 mm',
    descricao_pt:
      'Ponteira refrigerada em cobre-berílio para a CAST ALL 630, com rosca de fixação na haste.',
    descricao_en:
      'Water-cooled beryllium-copper tip for the CAST ALL 630, threaded onto the plunger rod.',
    descricao_es:
      'Punta refrigerada de cobre-berilio para la CAST ALL 630, roscada en el vástago del pistón.',
    preco: 3390.0,
    estoque: 12,
  },
  {
    codigo: 'MEC-HP-0400',
    categoria: 'Mecânica',
    artwork: 'plunger',
    nome_pt: 'Haste do pistão de injeção',
    nome_en: 'Shot plunger rod',
    nome_es: 'Vástago del pistón de inyección',
    descricao_pt:
      'Haste em aço 4140 com canal interno de refrigeração e acoplamento rápido para a ponteira. Compatível com as CAST ALL 350 a 500.',
    descricao_en:
      'AISI 4140 steel rod with an internal cooling channel and a quick coupling for the tip. Fits the CAST ALL 350 to 500.',
    descricao_es:
      'Vástago de acero 4140 con canal interno de refrigeración y acoplamiento rápido para la punta. Compatible con las CAST ALL 350 a 500.',
    preco: 5670.0,
    estoque: 4,
  },
  {
    codigo: 'MEC-PC-0500',
    categoria: 'Mecânica',
    artwork: 'bushing',
    nome_pt: 'Porca da coluna CAST ALL 500',
    nome_en: 'Tie-bar nut for CAST ALL 500',
    nome_es: 'Tuerca de columna CAST ALL 500',
    descricao_pt:
      'Porca bipartida em aço forjado que fixa as colunas na placa fixa da CAST ALL 500.',
    descricao_en:
      'Forged steel split nut that fixes the tie bars to the stationary platen of the CAST ALL 500.',
    descricao_es:
      'Tuerca partida de acero forjado que fija las columnas a la placa fija de la CAST ALL 500.',
    preco: 6240.0,
    estoque: 3,
  },
  {
    codigo: 'MEC-BA-0085',
    categoria: 'Mecânica',
    artwork: 'bushing',
    nome_pt: 'Bucha da articulação em bronze Ø 85 mm',
    nome_en: 'Bronze toggle bushing Ø 85 mm',
    nome_es: 'Buje de bronce de la rodillera Ø 85 mm',
    descricao_pt:
      'Bucha autolubrificante com grafite para as articulações do fechamento das CAST ALL 350 a 630.',
    descricao_en:
      'Self-lubricating graphite-plugged bushing for the toggle joints of the CAST ALL 350 to 630 clamping unit.',
    descricao_es:
      'Buje autolubricante con grafito para las articulaciones del cierre de las CAST ALL 350 a 630.',
    preco: 412.0,
    estoque: 46,
  },
  {
    codigo: 'MEC-PA-0085',
    categoria: 'Mecânica',
    artwork: 'pins',
    nome_pt: 'Pino da articulação Ø 85 mm',
    nome_en: 'Toggle pin Ø 85 mm',
    nome_es: 'Perno de la rodillera Ø 85 mm',
    descricao_pt:
      'Pino retificado e cementado para a articulação do fechamento, montado com a bucha MEC-BA-0085. Compatível com as CAST ALL 350 a 630.',
    descricao_en:
      'Ground, case-hardened pin for the clamp toggle, fitted with bushing MEC-BA-0085. Fits the CAST ALL 350 to 630.',
    descricao_es:
      'Perno rectificado y cementado para la rodillera de cierre, montado con el buje MEC-BA-0085. Compatible con las CAST ALL 350 a 630.',
    preco: 1980.0,
    estoque: 10,
  },
  {
    codigo: 'MEC-PE-0620',
    categoria: 'Mecânica',
    artwork: 'pins',
    nome_pt: 'Pinos extratores Ø 6 x 200 mm (10 unidades)',
    nome_en: 'Ejector pins Ø 6 x 200 mm (pack of 10)',
    nome_es: 'Expulsores Ø 6 x 200 mm (10 unidades)',
    descricao_pt:
      'Pinos em aço nitretado com cabeça forjada, para moldes de fundição sob pressão e de injeção de plástico.',
    descricao_en:
      'Nitrided steel pins with forged heads, for die-casting dies and plastic injection moulds.',
    descricao_es:
      'Expulsores de acero nitrurado con cabeza forjada, para moldes de fundición a presión y de inyección de plástico.',
    preco: 289.0,
    estoque: 110,
  },
  {
    codigo: 'MEC-BC-0035',
    categoria: 'Mecânica',
    artwork: 'plunger',
    nome_pt: 'Ponteira de bico para injetora de plástico',
    nome_en: 'Nozzle tip for plastic injection machines',
    nome_es: 'Punta de boquilla para inyectora de plástico',
    descricao_pt:
      'Ponteira de bico em aço temperado com raio de 20 mm e furo de 5 mm. Serve nas injetoras de plástico CAST ALL de 150 a 300 t.',
    descricao_en:
      'Hardened steel nozzle tip with a 20 mm radius and a 5 mm orifice. Fits CAST ALL plastic injection machines from 150 to 300 t.',
    descricao_es:
      'Punta de boquilla de acero templado con radio de 20 mm y orificio de 5 mm. Sirve en las inyectoras de plástico CAST ALL de 150 a 300 t.',
    preco: 645.0,
    estoque: 0,
  },
  {
    codigo: 'MEC-RS-0045',
    categoria: 'Mecânica',
    artwork: 'screw',
    nome_pt: 'Rosca de plastificação Ø 45 mm',
    nome_en: 'Plasticizing screw Ø 45 mm',
    nome_es: 'Husillo de plastificación Ø 45 mm',
    descricao_pt:
      'Rosca universal L/D 22 em aço nitretado com filetes revestidos, para injetoras de plástico de 250 t.',
    descricao_en:
      'General-purpose L/D 22 nitrided steel screw with hard-faced flights, for 250 t plastic injection machines.',
    descricao_es:
      'Husillo universal L/D 22 de acero nitrurado con filetes recubiertos, para inyectoras de plástico de 250 t.',
    preco: 12600.0,
    estoque: 2,
  },
  {
    codigo: 'MEC-CP-0045',
    categoria: 'Mecânica',
    artwork: 'sleeve',
    nome_pt: 'Cilindro de plastificação bimetálico Ø 45 mm',
    nome_en: 'Bimetallic plasticizing barrel Ø 45 mm',
    nome_es: 'Cilindro de plastificación bimetálico Ø 45 mm',
    descricao_pt:
      'Cilindro com camisa interna bimetálica resistente à abrasão, par da rosca MEC-RS-0045, para injetoras de plástico de 250 t.',
    descricao_en:
      'Barrel with a wear-resistant bimetallic liner, matching screw MEC-RS-0045, for 250 t plastic injection machines.',
    descricao_es:
      'Cilindro con camisa interior bimetálica resistente a la abrasión, a juego con el husillo MEC-RS-0045, para inyectoras de plástico de 250 t.',
    preco: 16900.0,
    estoque: 1,
  },
  {
    codigo: 'MEC-AB-0045',
    categoria: 'Mecânica',
    artwork: 'bushing',
    nome_pt: 'Anel de bloqueio Ø 45 mm',
    nome_en: 'Check ring Ø 45 mm',
    nome_es: 'Anillo de bloqueo Ø 45 mm',
    descricao_pt:
      'Conjunto da válvula de bloqueio (anel, ponteira e assento) que impede o refluxo do material na injeção. Para a rosca MEC-RS-0045.',
    descricao_en:
      'Non-return valve set (ring, tip and seat) that stops melt backflow during injection. For screw MEC-RS-0045.',
    descricao_es:
      'Conjunto de válvula antirretorno (anillo, punta y asiento) que impide el reflujo del material durante la inyección. Para el husillo MEC-RS-0045.',
    preco: 1320.0,
    estoque: 13,
  },
  {
    codigo: 'MEC-EA-0120',
    categoria: 'Mecânica',
    artwork: 'gear',
    nome_pt: 'Coroa do ajuste de altura do molde',
    nome_en: 'Die height adjustment ring gear',
    nome_es: 'Corona del ajuste de altura del molde',
    descricao_pt:
      'Coroa dentada central que gira as quatro porcas das colunas no ajuste de molde das CAST ALL 500 e 630.',
    descricao_en:
      'Central ring gear that turns the four tie-bar nuts during die height adjustment on the CAST ALL 500 and 630.',
    descricao_es:
      'Corona dentada central que gira las cuatro tuercas de columna en el ajuste de molde de las CAST ALL 500 y 630.',
    preco: 5150.0,
    estoque: 2,
  },
  {
    codigo: 'MEC-PN-0024',
    categoria: 'Mecânica',
    artwork: 'gear',
    nome_pt: 'Pinhão do motor de ajuste de molde',
    nome_en: 'Die height motor pinion',
    nome_es: 'Piñón del motor de ajuste de molde',
    descricao_pt:
      'Pinhão de 24 dentes em aço temperado, acoplado ao motor hidráulico do ajuste de molde de todas as CAST ALL.',
    descricao_en:
      '24-tooth hardened steel pinion mounted on the hydraulic die height motor of every CAST ALL machine.',
    descricao_es:
      'Piñón de 24 dientes de acero templado, acoplado al motor hidráulico del ajuste de molde de todas las CAST ALL.',
    preco: 980.0,
    estoque: 9,
  },
  {
    codigo: 'MEC-PG-0040',
    categoria: 'Mecânica',
    artwork: 'pins',
    nome_pt: 'Pinos-guia do molde Ø 40 mm (4 unidades)',
    nome_en: 'Die guide pins Ø 40 mm (set of 4)',
    nome_es: 'Columnas guía del molde Ø 40 mm (4 unidades)',
    descricao_pt:
      'Pinos-guia retificados que alinham as metades do molde de fundição sob pressão. As buchas correspondentes também estão disponíveis.',
    descricao_en:
      'Ground guide pins that align the halves of a die-casting die. Matching bushings are also available.',
    descricao_es:
      'Columnas guía rectificadas que alinean las mitades del molde de fundición a presión. Los bujes correspondientes también están disponibles.',
    preco: 735.6,
    estoque: 20,
  },
];
