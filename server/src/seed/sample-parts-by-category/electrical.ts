import type { SamplePart } from '../sample-parts';

export const ELECTRICAL_PARTS: readonly SamplePart[] = [
  {
    codigo: 'ELE-SM-0075',
    categoria: 'Elétrica',
    artwork: 'motor',
    nome_pt: 'Servomotor síncrono 7,5 kW',
    nome_en: '7.5 kW synchronous servomotor',
    nome_es: 'Servomotor síncrono de 7,5 kW',
    descricao_pt:
      'Servomotor de ímãs permanentes com encoder absoluto, que aciona a bomba servo das injetoras de plástico e reduz o consumo de energia.',
    descricao_en:
      'Permanent-magnet servomotor with absolute encoder that drives the servo pump of the plastic injection machines and cuts energy use.',
    descricao_es:
      'Servomotor de imanes permanentes con encoder absoluto, que acciona la bomba servo de las inyectoras de plástico y reduce el consumo de energía.',
    preco: 18900.0,
    estoque: 2,
  },
  {
    codigo: 'ELE-MT-0185',
    categoria: 'Elétrica',
    artwork: 'motor',
    nome_pt: 'Motor elétrico trifásico 18,5 kW IE3',
    nome_en: 'Three-phase electric motor 18.5 kW IE3',
    nome_es: 'Motor eléctrico trifásico 18,5 kW IE3',
    descricao_pt:
      'Motor de 4 polos, 220/380 V, carcaça 180M, para a unidade hidráulica das CAST ALL 250 e CAST ALL 350.',
    descricao_en:
      '4-pole motor, 220/380 V, frame 180M, for the hydraulic power unit of the CAST ALL 250 and CAST ALL 350.',
    descricao_es:
      'Motor de 4 polos, 220/380 V, carcasa 180M, para la central hidráulica de las CAST ALL 250 y CAST ALL 350.',
    preco: 9870.0,
    estoque: 4,
  },
  {
    codigo: 'ELE-MR-0110',
    categoria: 'Elétrica',
    artwork: 'motor',
    nome_pt: 'Motorredutor do dosador linear 1,1 kW',
    nome_en: '1.1 kW gear motor for the linear ladle',
    nome_es: 'Motorreductor del dosificador lineal 1,1 kW',
    descricao_pt:
      'Motorredutor com freio que movimenta o carro do dosador linear de alumínio. Compatível com os dosadores das CAST ALL 350 a 1000.',
    descricao_en:
      'Brake gear motor that moves the carriage of the linear aluminium ladle. Fits the ladles of the CAST ALL 350 to 1000.',
    descricao_es:
      'Motorreductor con freno que mueve el carro del dosificador lineal de aluminio. Compatible con los dosificadores de las CAST ALL 350 a 1000.',
    preco: 4680.0,
    estoque: 6,
  },
  {
    codigo: 'ELE-ML-0075',
    categoria: 'Elétrica',
    artwork: 'motor',
    nome_pt: 'Motor do lubrificador por spray 0,75 kW',
    nome_en: '0.75 kW spray lubricator motor',
    nome_es: 'Motor del lubricador por pulverización 0,75 kW',
    descricao_pt:
      'Motor trifásico que movimenta o braço do lubrificador por spray CAST ALL entre as placas do molde.',
    descricao_en:
      'Three-phase motor that moves the arm of the CAST ALL spray lubricator between the die platens.',
    descricao_es:
      'Motor trifásico que mueve el brazo del lubricador por pulverización CAST ALL entre las placas del molde.',
    preco: 1890.0,
    estoque: 11,
  },
  {
    codigo: 'ELE-CT-0032',
    categoria: 'Elétrica',
    artwork: 'contactor',
    nome_pt: 'Contator tripolar 32 A bobina 24 Vcc',
    nome_en: '3-pole contactor 32 A, 24 V DC coil',
    nome_es: 'Contactor tripolar 32 A, bobina 24 V CC',
    descricao_pt:
      'Contator para partida de motores de até 15 kW, com um contato auxiliar NA. Usado nos painéis das CAST ALL e das injetoras de plástico.',
    descricao_en:
      'Contactor for starting motors up to 15 kW, with one NO auxiliary contact. Used in the control cabinets of CAST ALL and plastic injection machines.',
    descricao_es:
      'Contactor para arranque de motores de hasta 15 kW, con un contacto auxiliar NA. Se usa en los tableros de las CAST ALL y de las inyectoras de plástico.',
    preco: 389.9,
    estoque: 48,
  },
  {
    codigo: 'ELE-CT-0095',
    categoria: 'Elétrica',
    artwork: 'contactor',
    nome_pt: 'Contator tripolar 95 A bobina 220 Vca',
    nome_en: '3-pole contactor 95 A, 220 V AC coil',
    nome_es: 'Contactor tripolar 95 A, bobina 220 V CA',
    descricao_pt:
      'Contator de potência para a partida estrela-triângulo da bomba principal das CAST ALL 630 a 1000.',
    descricao_en:
      'Power contactor for the star-delta start of the main pump on the CAST ALL 630 to 1000.',
    descricao_es:
      'Contactor de potencia para el arranque estrella-triángulo de la bomba principal de las CAST ALL 630 a 1000.',
    preco: 1249.0,
    estoque: 12,
  },
  {
    codigo: 'ELE-DM-0032',
    categoria: 'Elétrica',
    artwork: 'contactor',
    nome_pt: 'Disjuntor-motor 25–32 A',
    nome_en: 'Motor protection circuit breaker 25–32 A',
    nome_es: 'Guardamotor 25–32 A',
    descricao_pt:
      'Disjuntor-motor com proteção térmica ajustável e magnética, para o motor da bomba das CAST ALL 250 e 350.',
    descricao_en:
      'Motor circuit breaker with adjustable thermal and magnetic protection for the pump motor of the CAST ALL 250 and 350.',
    descricao_es:
      'Guardamotor con protección térmica regulable y magnética para el motor de la bomba de las CAST ALL 250 y 350.',
    preco: 612.4,
    estoque: 15,
  },
  {
    codigo: 'ELE-CG-0125',
    categoria: 'Elétrica',
    artwork: 'contactor',
    nome_pt: 'Chave geral seccionadora 125 A',
    nome_en: '125 A main disconnect switch',
    nome_es: 'Interruptor general seccionador 125 A',
    descricao_pt:
      'Seccionadora rotativa tripolar com manopla vermelha e amarela bloqueável por cadeado, para a entrada de energia das máquinas CAST ALL.',
    descricao_en:
      'Three-pole rotary disconnector with a padlockable red and yellow handle, for the power inlet of CAST ALL machines.',
    descricao_es:
      'Seccionador rotativo tripolar con manija roja y amarilla bloqueable con candado, para la entrada de energía de las máquinas CAST ALL.',
    preco: 845.0,
    estoque: 7,
  },
  {
    codigo: 'ELE-RS-0040',
    categoria: 'Elétrica',
    artwork: 'contactor',
    nome_pt: 'Relé de estado sólido 40 A',
    nome_en: '40 A solid-state relay',
    nome_es: 'Relé de estado sólido de 40 A',
    descricao_pt:
      'Relé com comando de 4–32 Vcc e dissipador, para chavear as resistências do cilindro das injetoras de plástico.',
    descricao_en:
      'Relay with 4–32 V DC control and heat sink, switching the barrel heaters of the plastic injection machines.',
    descricao_es:
      'Relé con mando de 4–32 V CC y disipador, para conmutar las resistencias del cilindro de las inyectoras de plástico.',
    preco: 158.3,
    estoque: 64,
  },
  {
    codigo: 'ELE-FA-2410',
    categoria: 'Elétrica',
    artwork: 'contactor',
    nome_pt: 'Fonte chaveada 24 Vcc 10 A',
    nome_en: '24 V DC 10 A switching power supply',
    nome_es: 'Fuente conmutada 24 V CC 10 A',
    descricao_pt:
      'Fonte para trilho DIN que alimenta o CLP, os sensores e as válvulas do painel das CAST ALL.',
    descricao_en:
      'DIN-rail power supply feeding the PLC, sensors and valves in the CAST ALL control cabinet.',
    descricao_es:
      'Fuente para riel DIN que alimenta el PLC, los sensores y las válvulas del tablero de las CAST ALL.',
    preco: 589.0,
    estoque: 19,
  },
  {
    codigo: 'ELE-RC-0060',
    categoria: 'Elétrica',
    artwork: 'heater',
    nome_pt: 'Resistência de coleira 800 W Ø 60 mm',
    nome_en: '800 W band heater Ø 60 mm',
    nome_es: 'Resistencia de abrazadera 800 W Ø 60 mm',
    descricao_pt:
      'Resistência de mica de 220 V para o cilindro de plastificação das injetoras de plástico, controlada pelo termopar da zona.',
    descricao_en:
      '220 V mica band heater for the plasticizing barrel of the plastic injection machines, controlled by the zone thermocouple.',
    descricao_es:
      'Resistencia de mica de 220 V para el cilindro de plastificación de las inyectoras de plástico, controlada por el termopar de la zona.',
    preco: 212.5,
    estoque: 42,
  },
  {
    codigo: 'ELE-RC-0110',
    categoria: 'Elétrica',
    artwork: 'heater',
    nome_pt: 'Resistência cerâmica de coleira 1,5 kW Ø 110 mm',
    nome_en: '1.5 kW ceramic band heater Ø 110 mm',
    nome_es: 'Resistencia cerámica de abrazadera 1,5 kW Ø 110 mm',
    descricao_pt:
      'Resistência cerâmica com isolamento térmico, para as zonas dianteiras do cilindro de injetoras de plástico de 250 a 450 t.',
    descricao_en:
      'Insulated ceramic band heater for the front barrel zones of 250 to 450 t plastic injection machines.',
    descricao_es:
      'Resistencia cerámica con aislamiento térmico para las zonas delanteras del cilindro de inyectoras de plástico de 250 a 450 t.',
    preco: 468.0,
    estoque: 0,
  },
  {
    codigo: 'ELE-RB-0035',
    categoria: 'Elétrica',
    artwork: 'heater',
    nome_pt: 'Resistência de bico 250 W Ø 35 mm',
    nome_en: '250 W nozzle heater Ø 35 mm',
    nome_es: 'Resistencia de boquilla 250 W Ø 35 mm',
    descricao_pt:
      'Resistência compacta para o bico de injeção, com cabo de saída blindado de 1 m. Serve nas injetoras de plástico CAST ALL.',
    descricao_en:
      'Compact heater band for the injection nozzle with a 1 m shielded lead. Fits CAST ALL plastic injection machines.',
    descricao_es:
      'Resistencia compacta para la boquilla de inyección, con cable de salida blindado de 1 m. Sirve en las inyectoras de plástico CAST ALL.',
    preco: 128.4,
    estoque: 55,
  },
  {
    codigo: 'ELE-TP-0012',
    categoria: 'Elétrica',
    artwork: 'cable',
    nome_pt: 'Termopar tipo J com baioneta',
    nome_en: 'Type J bayonet thermocouple',
    nome_es: 'Termopar tipo J con bayoneta',
    descricao_pt:
      'Termopar de 2 m com malha de aço inox e ponta ajustável, para as zonas de aquecimento das injetoras de plástico e o forno de manutenção.',
    descricao_en:
      '2 m thermocouple with stainless steel braid and adjustable tip, for the heating zones of plastic injection machines and the holding furnace.',
    descricao_es:
      'Termopar de 2 m con malla de acero inoxidable y punta regulable, para las zonas de calefacción de las inyectoras de plástico y el horno de mantenimiento.',
    preco: 74.9,
    estoque: 120,
  },
  {
    codigo: 'ELE-CB-0410',
    categoria: 'Elétrica',
    artwork: 'cable',
    nome_pt: 'Cabo de potência do servomotor 10 m',
    nome_en: 'Servomotor power cable, 10 m',
    nome_es: 'Cable de potencia del servomotor, 10 m',
    descricao_pt:
      'Cabo blindado 4 x 2,5 mm² com conector M23 montado, para ligar o servoacionamento ao servomotor das injetoras de plástico.',
    descricao_en:
      'Shielded 4 x 2.5 mm² cable with M23 connector fitted, linking the servo drive to the servomotor of the plastic injection machines.',
    descricao_es:
      'Cable blindado 4 x 2,5 mm² con conector M23 montado, para conectar el servoaccionamiento al servomotor de las inyectoras de plástico.',
    preco: 1180.0,
    estoque: 9,
  },
  {
    codigo: 'ELE-CB-0210',
    categoria: 'Elétrica',
    artwork: 'cable',
    nome_pt: 'Cabo de realimentação do encoder 10 m',
    nome_en: 'Encoder feedback cable, 10 m',
    nome_es: 'Cable de realimentación del encoder, 10 m',
    descricao_pt:
      'Cabo de sinal blindado com conectores M23 de 17 pinos, para os servomotores e encoders absolutos das máquinas CAST ALL.',
    descricao_en:
      'Shielded signal cable with 17-pin M23 connectors for the servomotors and absolute encoders of CAST ALL machines.',
    descricao_es:
      'Cable de señal blindado con conectores M23 de 17 pines para los servomotores y encoders absolutos de las máquinas CAST ALL.',
    preco: 736.0,
    estoque: 13,
  },
];
