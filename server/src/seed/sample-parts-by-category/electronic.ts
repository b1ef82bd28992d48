import type { SamplePart } from '../sample-parts';

export const ELECTRONIC_PARTS: readonly SamplePart[] = [
  {
    codigo: 'ETR-CP-1500',
    categoria: 'Eletrônica',
    artwork: 'plc',
    nome_pt: 'Módulo CPU do CLP',
    nome_en: 'PLC CPU module',
    nome_es: 'Módulo CPU del PLC',
    descricao_pt:
      'CPU com PROFINET e cartão de memória, que executa o ciclo de injeção e o controle da máquina. Vem com o programa original das CAST ALL 250 a 1000 carregado de fábrica.',
    descricao_en:
      'CPU with PROFINET and memory card that runs the shot cycle and machine control. Factory-loaded with the original CAST ALL 250 to 1000 program.',
    descricao_es:
      'CPU con PROFINET y tarjeta de memoria que ejecuta el ciclo de inyección y el control de la máquina. Viene con el programa original de las CAST ALL 250 a 1000 cargado de fábrica.',
    preco: 16800.0,
    estoque: 2,
  },
  {
    codigo: 'ETR-DI-0032',
    categoria: 'Eletrônica',
    artwork: 'plc',
    nome_pt: 'Módulo de entradas digitais 32 canais',
    nome_en: '32-channel digital input module',
    nome_es: 'Módulo de entradas digitales de 32 canales',
    descricao_pt:
      'Módulo de 24 Vcc para fins de curso, botoeiras e sensores de segurança. Compatível com o CLP das CAST ALL e das injetoras de plástico.',
    descricao_en:
      '24 V DC module for limit switches, push buttons and safety sensors. Compatible with the PLC of CAST ALL and plastic injection machines.',
    descricao_es:
      'Módulo de 24 V CC para finales de carrera, pulsadores y sensores de seguridad. Compatible con el PLC de las CAST ALL y de las inyectoras de plástico.',
    preco: 2340.0,
    estoque: 10,
  },
  {
    codigo: 'ETR-DO-0016',
    categoria: 'Eletrônica',
    artwork: 'plc',
    nome_pt: 'Módulo de saídas digitais 16 canais',
    nome_en: '16-channel digital output module',
    nome_es: 'Módulo de salidas digitales de 16 canales',
    descricao_pt:
      'Saídas a transistor de 0,5 A para solenoides de válvulas e sinalização, com LED de estado por canal. Serve em todas as CAST ALL.',
    descricao_en:
      '0.5 A transistor outputs for valve solenoids and signal lamps, with a status LED per channel. Fits every CAST ALL machine.',
    descricao_es:
      'Salidas a transistor de 0,5 A para solenoides de válvulas y señalización, con LED de estado por canal. Sirve en todas las CAST ALL.',
    preco: 2110.0,
    estoque: 8,
  },
  {
    codigo: 'ETR-AI-0008',
    categoria: 'Eletrônica',
    artwork: 'plc',
    nome_pt: 'Módulo de entradas analógicas 8 canais',
    nome_en: '8-channel analogue input module',
    nome_es: 'Módulo de entradas analógicas de 8 canales',
    descricao_pt:
      'Entradas de 16 bits, 4–20 mA e 0–10 V, para os transdutores de pressão e de posição do sistema de injeção das CAST ALL.',
    descricao_en:
      '16-bit 4–20 mA and 0–10 V inputs for the pressure and position transducers of the CAST ALL shot system.',
    descricao_es:
      'Entradas de 16 bits, 4–20 mA y 0–10 V, para los transductores de presión y de posición del sistema de inyección de las CAST ALL.',
    preco: 3950.0,
    estoque: 6,
  },
  {
    codigo: 'ETR-IH-0010',
    categoria: 'Eletrônica',
    artwork: 'hmi',
    nome_pt: 'IHM touchscreen 10 polegadas',
    nome_en: '10-inch touchscreen HMI',
    nome_es: 'HMI táctil de 10 pulgadas',
    descricao_pt:
      'Painel de operação colorido com receitas de molde, gráficos de injeção e alarmes. Usado nas CAST ALL 250 a 500 e nas injetoras de plástico.',
    descricao_en:
      'Colour operator panel with die recipes, shot curves and alarms. Used on the CAST ALL 250 to 500 and on plastic injection machines.',
    descricao_es:
      'Panel de operación en color con recetas de molde, curvas de inyección y alarmas. Se usa en las CAST ALL 250 a 500 y en las inyectoras de plástico.',
    preco: 11900.0,
    estoque: 3,
  },
  {
    codigo: 'ETR-IH-0015',
    categoria: 'Eletrônica',
    artwork: 'hmi',
    nome_pt: 'IHM touchscreen 15 polegadas',
    nome_en: '15-inch touchscreen HMI',
    nome_es: 'HMI táctil de 15 pulgadas',
    descricao_pt:
      'Painel de operação de 15 polegadas com frontal IP65 e portas Ethernet, padrão nas CAST ALL 630, 800 e 1000.',
    descricao_en:
      '15-inch operator panel with IP65 front and Ethernet ports, standard on the CAST ALL 630, 800 and 1000.',
    descricao_es:
      'Panel de operación de 15 pulgadas con frontal IP65 y puertos Ethernet, estándar en las CAST ALL 630, 800 y 1000.',
    preco: 21400.0,
    estoque: 0,
  },
  {
    codigo: 'ETR-CT-4848',
    categoria: 'Eletrônica',
    artwork: 'hmi',
    nome_pt: 'Controlador de temperatura PID 48 x 48',
    nome_en: '48 x 48 PID temperature controller',
    nome_es: 'Regulador de temperatura PID 48 x 48',
    descricao_pt:
      'Controlador com entrada para termopar J/K e saída para relé de estado sólido, usado no forno de manutenção e nas zonas do cilindro das injetoras de plástico.',
    descricao_en:
      'Controller with J/K thermocouple input and solid-state relay output, used on the holding furnace and the barrel zones of plastic injection machines.',
    descricao_es:
      'Regulador con entrada para termopar J/K y salida para relé de estado sólido, usado en el horno de mantenimiento y en las zonas del cilindro de las inyectoras de plástico.',
    preco: 685.0,
    estoque: 27,
  },
  {
    codigo: 'ETR-TL-1000',
    categoria: 'Eletrônica',
    artwork: 'sensor',
    nome_pt: 'Transdutor linear de posição magnetostritivo 1000 mm',
    nome_en: '1000 mm magnetostrictive linear position transducer',
    nome_es: 'Transductor lineal de posición magnetoestrictivo 1000 mm',
    descricao_pt:
      'Transdutor sem contato que mede a posição e a velocidade do pistão de injeção com resolução de 5 µm. Compatível com as CAST ALL 630 a 1000.',
    descricao_en:
      'Non-contact transducer measuring shot plunger position and speed with 5 µm resolution. Fits the CAST ALL 630 to 1000.',
    descricao_es:
      'Transductor sin contacto que mide la posición y la velocidad del pistón de inyección con resolución de 5 µm. Compatible con las CAST ALL 630 a 1000.',
    preco: 7840.0,
    estoque: 4,
  },
  {
    codigo: 'ETR-TL-0300',
    categoria: 'Eletrônica',
    artwork: 'sensor',
    nome_pt: 'Transdutor linear potenciométrico 300 mm',
    nome_en: '300 mm potentiometric linear transducer',
    nome_es: 'Transductor lineal potenciométrico 300 mm',
    descricao_pt:
      'Régua potenciométrica para a posição do extrator e da placa móvel das CAST ALL 250 e 350 e das injetoras de plástico.',
    descricao_en:
      'Potentiometric rod transducer for the ejector and moving-platen positions of the CAST ALL 250 and 350 and of the plastic injection machines.',
    descricao_es:
      'Regla potenciométrica para la posición del expulsor y de la placa móvil de las CAST ALL 250 y 350 y de las inyectoras de plástico.',
    preco: 1890.0,
    estoque: 14,
  },
  {
    codigo: 'ETR-SP-0400',
    categoria: 'Eletrônica',
    artwork: 'sensor',
    nome_pt: 'Sensor de pressão 0–400 bar 4–20 mA',
    nome_en: 'Pressure sensor 0–400 bar, 4–20 mA',
    nome_es: 'Sensor de presión 0–400 bar, 4–20 mA',
    descricao_pt:
      'Transmissor de pressão em aço inox com conector M12, que mede a pressão de injeção e de multiplicação das CAST ALL.',
    descricao_en:
      'Stainless steel pressure transmitter with M12 connector, measuring injection and intensification pressure on CAST ALL machines.',
    descricao_es:
      'Transmisor de presión de acero inoxidable con conector M12, que mide la presión de inyección y de multiplicación de las CAST ALL.',
    preco: 1465.0,
    estoque: 21,
  },
  {
    codigo: 'ETR-SP-0250',
    categoria: 'Eletrônica',
    artwork: 'sensor',
    nome_pt: 'Sensor de pressão 0–250 bar 4–20 mA',
    nome_en: 'Pressure sensor 0–250 bar, 4–20 mA',
    nome_es: 'Sensor de presión 0–250 bar, 4–20 mA',
    descricao_pt:
      'Transmissor para os circuitos de fechamento e de extração, com precisão de 0,5 % e rosca G 1/4. Serve nas CAST ALL e nas injetoras de plástico.',
    descricao_en:
      'Transmitter for the clamping and ejection circuits, with 0.5 % accuracy and a G 1/4 thread. Fits CAST ALL and plastic injection machines.',
    descricao_es:
      'Transmisor para los circuitos de cierre y de expulsión, con precisión del 0,5 % y rosca G 1/4. Sirve en las CAST ALL y en las inyectoras de plástico.',
    preco: 1298.0,
    estoque: 18,
  },
  {
    codigo: 'ETR-SI-0018',
    categoria: 'Eletrônica',
    artwork: 'sensor',
    nome_pt: 'Sensor indutivo M18 PNP',
    nome_en: 'M18 PNP inductive sensor',
    nome_es: 'Sensor inductivo M18 PNP',
    descricao_pt:
      'Sensor de proximidade faceado com alcance de 8 mm, usado como fim de curso das portas de proteção e do extrator.',
    descricao_en:
      'Flush-mounted proximity sensor with an 8 mm range, used as a limit switch on the safety guards and the ejector.',
    descricao_es:
      'Sensor de proximidad enrasado con alcance de 8 mm, usado como final de carrera de las puertas de protección y del expulsor.',
    preco: 189.9,
    estoque: 75,
  },
  {
    codigo: 'ETR-EN-1024',
    categoria: 'Eletrônica',
    artwork: 'encoder',
    nome_pt: 'Encoder incremental 1024 pulsos',
    nome_en: '1024 ppr incremental encoder',
    nome_es: 'Encoder incremental de 1024 pulsos',
    descricao_pt:
      'Encoder com eixo de 10 mm e saída push-pull, para o ajuste de altura do molde e o dosador linear das CAST ALL.',
    descricao_en:
      'Encoder with a 10 mm shaft and push-pull output, for die height adjustment and the linear ladle of CAST ALL machines.',
    descricao_es:
      'Encoder con eje de 10 mm y salida push-pull, para el ajuste de altura del molde y el dosificador lineal de las CAST ALL.',
    preco: 1120.0,
    estoque: 16,
  },
  {
    codigo: 'ETR-EA-0017',
    categoria: 'Eletrônica',
    artwork: 'encoder',
    nome_pt: 'Encoder absoluto multivoltas',
    nome_en: 'Multi-turn absolute encoder',
    nome_es: 'Encoder absoluto multivuelta',
    descricao_pt:
      'Encoder absoluto de 17 bits com interface SSI, para a dosagem da rosca das injetoras de plástico.',
    descricao_en:
      '17-bit absolute encoder with SSI interface, for screw metering on the plastic injection machines.',
    descricao_es:
      'Encoder absoluto de 17 bits con interfaz SSI, para la dosificación del husillo de las inyectoras de plástico.',
    preco: 3680.0,
    estoque: 5,
  },
  {
    codigo: 'ETR-AP-0024',
    categoria: 'Eletrônica',
    artwork: 'plc',
    nome_pt: 'Placa amplificadora para válvula proporcional',
    nome_en: 'Proportional valve amplifier card',
    nome_es: 'Tarjeta amplificadora para válvula proporcional',
    descricao_pt:
      'Amplificador para trilho DIN com rampas ajustáveis, que comanda as válvulas proporcionais de pressão e vazão das CAST ALL 250 a 500.',
    descricao_en:
      'DIN-rail amplifier with adjustable ramps that drives the proportional pressure and flow valves of the CAST ALL 250 to 500.',
    descricao_es:
      'Amplificador para riel DIN con rampas regulables que controla las válvulas proporcionales de presión y caudal de las CAST ALL 250 a 500.',
    preco: 4250.0,
    estoque: 7,
  },
  {
    codigo: 'ETR-SD-0075',
    categoria: 'Eletrônica',
    artwork: 'plc',
    nome_pt: 'Servoacionamento 7,5 kW',
    nome_en: '7.5 kW servo drive',
    nome_es: 'Servoaccionamiento de 7,5 kW',
    descricao_pt:
      'Inversor servo que comanda o servomotor da bomba das injetoras de plástico, com função STO (torque seguro desligado) integrada.',
    descricao_en:
      'Servo inverter driving the pump servomotor of the plastic injection machines, with built-in STO (safe torque off).',
    descricao_es:
      'Variador servo que controla el servomotor de la bomba de las inyectoras de plástico, con función STO (desconexión segura del par) integrada.',
    preco: 14300.0,
    estoque: 2,
  },
];
