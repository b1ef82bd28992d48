export const gallery = {
  title: 'Galeria',
  lead: 'Resultados de retrofit lado a lado e projetos realizados para clientes no Brasil e no exterior.',
  compare: {
    title: 'Antes e depois',
    text: 'Arraste o divisor ou use as setas do teclado para comparar.',
    itemsLabel: 'Escolha o exemplo',
    slider: 'Divisor entre antes e depois',
    valueText: '{{value}}% antes',
    before: 'Antes',
    after: 'Depois',
  },
  items: {
    panel: {
      title: 'Painel de comando',
      description:
        'Painel elétrico antigo substituído por CLP, inversores e fiação organizada em canaletas.',
      beforeAlt: 'Painel de comando antigo com fiação desorganizada',
      afterAlt: 'Painel de comando novo com CLP e fiação organizada',
    },
    plastic: {
      title: 'Injetora de plástico',
      description: 'Injetora de plástico reformada, pintada e modernizada com novo comando.',
      beforeAlt: 'Injetora de plástico desgastada antes da reforma',
      afterAlt: 'Injetora de plástico reformada e pintada',
    },
  },
  projects: {
    title: 'Projetos realizados',
    client: 'Cliente',
    items: {
      castInstallation: {
        title: 'Instalação CAST ALL',
        client: 'Fundição de autopeças',
        description:
          'Entrega, instalação e partida de uma máquina de fundição sob pressão CAST ALL.',
        imageAlt: 'Máquina CAST ALL sendo posicionada por ponte rolante',
      },
      retrofit: {
        title: 'Retrofit completo',
        client: 'Indústria de componentes',
        description: 'Retrofit de máquina de fundição com novo comando e adequação à NR-12.',
        imageAlt: 'Máquina em retrofit com faíscas de solda',
      },
      argentina: {
        title: 'Exportação para a Argentina',
        client: 'Fundição na Argentina',
        description: 'Máquina CAST ALL exportada e instalada para um cliente argentino.',
        imageAlt: 'Caminhão levando uma máquina CAST ALL do Brasil para a Argentina',
      },
      maintenance: {
        title: 'Manutenção preventiva',
        client: 'Fabricante de eletrodomésticos',
        description: 'Revisão do sistema de fechamento e troca de componentes desgastados.',
        imageAlt: 'Inspeção do sistema de fechamento de uma máquina com lupa',
      },
    },
  },
};
