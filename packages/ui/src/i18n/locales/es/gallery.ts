import type { Translation } from '../types';

export const gallery: Translation['gallery'] = {
  title: 'Galería',
  lead: 'Resultados de retrofit lado a lado y proyectos realizados para clientes en Brasil y en el exterior.',
  compare: {
    title: 'Antes y después',
    text: 'Arrastre el divisor o use las flechas del teclado para comparar.',
    itemsLabel: 'Elija el ejemplo',
    slider: 'Divisor entre antes y después',
    valueText: '{{value}}% antes',
    before: 'Antes',
    after: 'Después',
  },
  items: {
    panel: {
      title: 'Panel de control',
      description:
        'Panel eléctrico antiguo reemplazado por PLC, variadores y cableado ordenado en canaletas.',
      beforeAlt: 'Panel de control antiguo con cableado desordenado',
      afterAlt: 'Panel de control nuevo con PLC y cableado ordenado',
    },
    plastic: {
      title: 'Inyectora de plástico',
      description: 'Inyectora de plástico reformada, pintada y modernizada con nuevo mando.',
      beforeAlt: 'Inyectora de plástico desgastada antes de la reforma',
      afterAlt: 'Inyectora de plástico reformada y pintada',
    },
  },
  projects: {
    title: 'Proyectos realizados',
    client: 'Cliente',
    items: {
      castInstallation: {
        title: 'Instalación CAST ALL',
        client: 'Fundición de autopartes',
        description:
          'Entrega, instalación y puesta en marcha de una máquina de fundición a presión CAST ALL.',
        imageAlt: 'Máquina CAST ALL posicionada por un puente grúa',
      },
      retrofit: {
        title: 'Retrofit completo',
        client: 'Industria de componentes',
        description: 'Retrofit de máquina de fundición con nuevo mando y adecuación a la NR-12.',
        imageAlt: 'Máquina en retrofit con chispas de soldadura',
      },
      argentina: {
        title: 'Exportación a Argentina',
        client: 'Fundición en Argentina',
        description: 'Máquina CAST ALL exportada e instalada para un cliente argentino.',
        imageAlt: 'Camión llevando una máquina CAST ALL de Brasil a Argentina',
      },
      maintenance: {
        title: 'Mantenimiento preventivo',
        client: 'Fabricante de electrodomésticos',
        description: 'Revisión del sistema de cierre y cambio de componentes desgastados.',
        imageAlt: 'Inspección con lupa del sistema de cierre de una máquina',
      },
    },
  },
};
