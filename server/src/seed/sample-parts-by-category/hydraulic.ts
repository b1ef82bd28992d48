import type { SamplePart } from '../sample-parts';

export const HYDRAULIC_PARTS: readonly SamplePart[] = [
  {
    codigo: 'HID-AC-0010',
    categoria: 'Hidráulica',
    artwork: 'accumulator',
    nome_pt: 'Bexiga para acumulador hidráulico 10 L',
    nome_en: 'Bladder for 10 L hydraulic accumulator',
    nome_es: 'Vejiga para acumulador hidráulico de 10 L',
    descricao_pt:
      'Bexiga de borracha nitrílica (NBR) para o acumulador de injeção de 10 L, com válvula de gás incluída. Compatível com as máquinas CAST ALL 250 e CAST ALL 350.',
    descricao_en:
      'Nitrile rubber (NBR) bladder for the 10 L shot accumulator, gas valve included. Fits CAST ALL 250 and CAST ALL 350 machines.',
    descricao_es:
      'Vejiga de caucho nitrílico (NBR) para el acumulador de inyección de 10 L, con válvula de gas incluida. Compatible con las máquinas CAST ALL 250 y CAST ALL 350.',
    preco: 2850.0,
    estoque: 14,
  },
  {
    codigo: 'HID-AC-0032',
    categoria: 'Hidráulica',
    artwork: 'accumulator',
    nome_pt: 'Acumulador de bexiga 32 L completo',
    nome_en: 'Complete 32 L bladder accumulator',
    nome_es: 'Acumulador de vejiga de 32 L completo',
    descricao_pt:
      'Acumulador hidráulico de bexiga de 32 L para 330 bar, fornecido sem pré-carga de nitrogênio. Usado no circuito de injeção das CAST ALL 630, 800 e 1000.',
    descricao_en:
      '32 L bladder-type hydraulic accumulator rated 330 bar, supplied without nitrogen pre-charge. Used in the shot circuit of the CAST ALL 630, 800 and 1000.',
    descricao_es:
      'Acumulador hidráulico de vejiga de 32 L para 330 bar, suministrado sin precarga de nitrógeno. Se usa en el circuito de inyección de las CAST ALL 630, 800 y 1000.',
    preco: 9480.0,
    estoque: 3,
  },
  {
    codigo: 'HID-VP-0350',
    categoria: 'Hidráulica',
    artwork: 'valve',
    nome_pt: 'Válvula proporcional de vazão NG10',
    nome_en: 'NG10 proportional flow control valve',
    nome_es: 'Válvula proporcional de caudal NG10',
    descricao_pt:
      'Válvula proporcional com eletrônica integrada e realimentação da posição do carretel, para o controle da velocidade de fechamento. Atende as CAST ALL 350 e CAST ALL 500.',
    descricao_en:
      'Proportional valve with on-board electronics and spool position feedback, controlling the clamp closing speed. Fits CAST ALL 350 and CAST ALL 500.',
    descricao_es:
      'Válvula proporcional con electrónica integrada y realimentación de la posición de la corredera, para controlar la velocidad de cierre. Sirve para las CAST ALL 350 y CAST ALL 500.',
    preco: 14750.0,
    estoque: 5,
  },
  {
    codigo: 'HID-SV-0800',
    categoria: 'Hidráulica',
    artwork: 'valve',
    nome_pt: 'Servoválvula de injeção NG16',
    nome_en: 'NG16 shot control servo valve',
    nome_es: 'Servoválvula de inyección NG16',
    descricao_pt:
      'Servoválvula de alta resposta que controla a segunda e a terceira fase de injeção. Peça original das CAST ALL 800 e CAST ALL 1000.',
    descricao_en:
      'High-response servo valve controlling the second and third injection phases. Original part for the CAST ALL 800 and CAST ALL 1000.',
    descricao_es:
      'Servoválvula de alta respuesta que controla la segunda y la tercera fase de inyección. Pieza original de las CAST ALL 800 y CAST ALL 1000.',
    preco: 38900.0,
    estoque: 1,
  },
  {
    codigo: 'HID-VD-0006',
    categoria: 'Hidráulica',
    artwork: 'valve',
    nome_pt: 'Válvula direcional 4/3 NG6 24 Vcc',
    nome_en: '4/3 directional valve NG6 24 V DC',
    nome_es: 'Válvula direccional 4/3 NG6 24 V CC',
    descricao_pt:
      'Válvula solenoide de centro fechado com conectores DIN e acionamento manual de emergência. Usada nos movimentos de extração e de machos das CAST ALL e das injetoras de plástico.',
    descricao_en:
      'Closed-centre solenoid valve with DIN connectors and manual override. Used for the ejector and core-pull movements of CAST ALL machines and plastic injection machines.',
    descricao_es:
      'Válvula solenoide de centro cerrado con conectores DIN y accionamiento manual de emergencia. Se usa en los movimientos de expulsión y de noyos de las CAST ALL y de las inyectoras de plástico.',
    preco: 2190.5,
    estoque: 22,
  },
  {
    codigo: 'HID-VA-0250',
    categoria: 'Hidráulica',
    artwork: 'valve',
    nome_pt: 'Válvula de alívio de pressão tipo cartucho',
    nome_en: 'Cartridge pressure relief valve',
    nome_es: 'Válvula de alivio de presión tipo cartucho',
    descricao_pt:
      'Válvula de alívio pilotada, regulável até 250 bar, para montagem em bloco. Protege o circuito principal das CAST ALL 250 a 500.',
    descricao_en:
      'Pilot-operated relief valve, adjustable up to 250 bar, for manifold mounting. Protects the main circuit of the CAST ALL 250 to 500.',
    descricao_es:
      'Válvula de alivio pilotada, regulable hasta 250 bar, para montaje en bloque. Protege el circuito principal de las CAST ALL 250 a 500.',
    preco: 1345.0,
    estoque: 0,
  },
  {
    codigo: 'HID-KV-0350',
    categoria: 'Hidráulica',
    artwork: 'seals',
    nome_pt: 'Kit de vedação do cilindro de injeção CAST ALL 350',
    nome_en: 'Shot cylinder seal kit for CAST ALL 350',
    nome_es: 'Kit de juntas del cilindro de inyección CAST ALL 350',
    descricao_pt:
      'Conjunto completo de vedações de poliuretano e PTFE, raspador e anéis-guia do cilindro de injeção. Recomenda-se a troca a cada 250 mil ciclos.',
    descricao_en:
      'Complete set of polyurethane and PTFE seals, wiper and guide rings for the shot cylinder. Replacement is recommended every 250,000 cycles.',
    descricao_es:
      'Juego completo de juntas de poliuretano y PTFE, rascador y anillos guía del cilindro de inyección. Se recomienda cambiarlo cada 250 000 ciclos.',
    preco: 3280.0,
    estoque: 9,
  },
  {
    codigo: 'HID-KV-0630',
    categoria: 'Hidráulica',
    artwork: 'seals',
    nome_pt: 'Kit de vedação do cilindro de fechamento CAST ALL 630',
    nome_en: 'Clamping cylinder seal kit for CAST ALL 630',
    nome_es: 'Kit de juntas del cilindro de cierre CAST ALL 630',
    descricao_pt:
      'Vedações do pistão e da haste, anéis O-ring e raspador para o cilindro de fechamento da CAST ALL 630.',
    descricao_en:
      'Piston and rod seals, O-rings and wiper for the clamping cylinder of the CAST ALL 630.',
    descricao_es:
      'Juntas de pistón y de vástago, juntas tóricas y rascador para el cilindro de cierre de la CAST ALL 630.',
    preco: 4960.0,
    estoque: 4,
  },
  {
    codigo: 'HID-KL-0012',
    categoria: 'Hidráulica',
    artwork: 'seals',
    nome_pt: 'Kit de vedação do lubrificador por spray',
    nome_en: 'Spray lubricator seal kit',
    nome_es: 'Kit de juntas del lubricador por pulverización',
    descricao_pt:
      'Anéis O-ring de Viton e vedações dos cilindros de avanço do lubrificador por spray CAST ALL, resistentes ao desmoldante à base de água.',
    descricao_en:
      'Viton O-rings and stroke cylinder seals for the CAST ALL spray lubricator, resistant to water-based die release agents.',
    descricao_es:
      'Juntas tóricas de Viton y juntas de los cilindros de avance del lubricador por pulverización CAST ALL, resistentes al desmoldante a base de agua.',
    preco: 612.8,
    estoque: 17,
  },
  {
    codigo: 'HID-BP-0045',
    categoria: 'Hidráulica',
    artwork: 'pump',
    nome_pt: 'Bomba de palhetas dupla 45/25 cm³',
    nome_en: 'Double vane pump 45/25 cm³',
    nome_es: 'Bomba de paletas doble 45/25 cm³',
    descricao_pt:
      'Bomba de palhetas de dois estágios para a unidade hidráulica das CAST ALL 250 e 350. Baixo nível de ruído e flange SAE de dois furos.',
    descricao_en:
      'Two-section vane pump for the hydraulic power unit of the CAST ALL 250 and 350. Low noise, two-bolt SAE flange.',
    descricao_es:
      'Bomba de paletas de dos secciones para la central hidráulica de las CAST ALL 250 y 350. Bajo nivel de ruido y brida SAE de dos agujeros.',
    preco: 12400.0,
    estoque: 2,
  },
  {
    codigo: 'HID-BA-0071',
    categoria: 'Hidráulica',
    artwork: 'pump',
    nome_pt: 'Bomba de pistões axiais de vazão variável 71 cm³',
    nome_en: 'Variable displacement axial piston pump 71 cm³',
    nome_es: 'Bomba de pistones axiales de caudal variable 71 cm³',
    descricao_pt:
      'Bomba de pistões com compensador de pressão e vazão para as CAST ALL 500 a 1000. Também atende injetoras de plástico de 450 t.',
    descricao_en:
      'Piston pump with pressure and flow compensator for the CAST ALL 500 to 1000. Also fits 450 t plastic injection machines.',
    descricao_es:
      'Bomba de pistones con compensador de presión y caudal para las CAST ALL 500 a 1000. También sirve para inyectoras de plástico de 450 t.',
    preco: 27800.0,
    estoque: 1,
  },
  {
    codigo: 'HID-MG-1015',
    categoria: 'Hidráulica',
    artwork: 'hose',
    nome_pt: 'Mangueira hidráulica 1" x 1,5 m 4SH',
    nome_en: 'Hydraulic hose 1" x 1.5 m 4SH',
    nome_es: 'Manguera hidráulica 1" x 1,5 m 4SH',
    descricao_pt:
      'Mangueira de quatro espirais de aço para 380 bar, com terminais prensados JIC. Linha de pressão do acumulador das CAST ALL 350 a 630.',
    descricao_en:
      'Four-spiral steel hose rated 380 bar with crimped JIC fittings. Accumulator pressure line of the CAST ALL 350 to 630.',
    descricao_es:
      'Manguera de cuatro espirales de acero para 380 bar, con terminales prensados JIC. Línea de presión del acumulador de las CAST ALL 350 a 630.',
    preco: 689.9,
    estoque: 36,
  },
  {
    codigo: 'HID-MT-0400',
    categoria: 'Hidráulica',
    artwork: 'hose',
    nome_pt: 'Mangueira de medição para transdutor de pressão',
    nome_en: 'Pressure transducer test hose',
    nome_es: 'Manguera de medición para transductor de presión',
    descricao_pt:
      'Mangueira microbore de 400 mm com conexões de ponto de teste M16x2, para ligar o transdutor de pressão ao bloco de injeção. Serve em todas as CAST ALL.',
    descricao_en:
      '400 mm microbore hose with M16x2 test point couplings, connecting the pressure transducer to the shot manifold. Fits every CAST ALL machine.',
    descricao_es:
      'Manguera microbore de 400 mm con conexiones de punto de prueba M16x2, para conectar el transductor de presión al bloque de inyección. Sirve en todas las CAST ALL.',
    preco: 148.7,
    estoque: 58,
  },
  {
    codigo: 'HID-CE-0080',
    categoria: 'Hidráulica',
    artwork: 'cylinder',
    nome_pt: 'Cilindro hidráulico do extrator 80/45',
    nome_en: 'Hydraulic ejector cylinder 80/45',
    nome_es: 'Cilindro hidráulico del expulsor 80/45',
    descricao_pt:
      'Cilindro de dupla ação com curso de 120 mm que movimenta a placa extratora. Compatível com as CAST ALL 350 e CAST ALL 500.',
    descricao_en:
      'Double-acting cylinder with a 120 mm stroke that drives the ejector plate. Fits CAST ALL 350 and CAST ALL 500.',
    descricao_es:
      'Cilindro de doble efecto con carrera de 120 mm que mueve la placa expulsora. Compatible con las CAST ALL 350 y CAST ALL 500.',
    preco: 6750.0,
    estoque: 3,
  },
  {
    codigo: 'HID-CM-0063',
    categoria: 'Hidráulica',
    artwork: 'cylinder',
    nome_pt: 'Cilindro de macho 63/36 curso 150 mm',
    nome_en: 'Core-pull cylinder 63/36, 150 mm stroke',
    nome_es: 'Cilindro de noyo 63/36, carrera 150 mm',
    descricao_pt:
      'Cilindro compacto com flange dianteira para os machos hidráulicos do molde. Usado nas CAST ALL e nas injetoras de plástico com tração de macho.',
    descricao_en:
      'Compact front-flange cylinder for hydraulic die cores. Used on CAST ALL machines and on plastic injection machines with core pulls.',
    descricao_es:
      'Cilindro compacto con brida delantera para los noyos hidráulicos del molde. Se usa en las CAST ALL y en las inyectoras de plástico con tracción de noyos.',
    preco: 3890.0,
    estoque: 8,
  },
  {
    codigo: 'HID-CI-0250',
    categoria: 'Hidráulica',
    artwork: 'cylinder',
    nome_pt: 'Cilindro de injeção completo CAST ALL 250',
    nome_en: 'Complete shot cylinder for CAST ALL 250',
    nome_es: 'Cilindro de inyección completo CAST ALL 250',
    descricao_pt:
      'Cilindro de injeção com multiplicador integrado, haste cromada e vedações montadas, pronto para instalação na CAST ALL 250.',
    descricao_en:
      'Shot cylinder with built-in intensifier, chrome-plated rod and fitted seals, ready to install on the CAST ALL 250.',
    descricao_es:
      'Cilindro de inyección con multiplicador integrado, vástago cromado y juntas montadas, listo para instalar en la CAST ALL 250.',
    preco: 46500.0,
    estoque: 0,
  },
];
