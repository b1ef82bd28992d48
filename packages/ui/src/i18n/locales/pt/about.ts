export const about = {
  title: 'Sobre a empresa',
  lead: 'Há mais de 20 anos fabricando no Brasil máquinas de fundição sob pressão, injetoras de plástico e equipamentos periféricos.',
  intro: {
    title: 'Quem somos',
    p1: 'Fundada em 2005 em Americana (SP), somos uma fabricante brasileira de máquinas industriais para fundições e fabricantes de peças automotivas, industriais, aeroespaciais e de eletrodomésticos.',
    p2: 'Com mais de 20 anos de experiência, desenvolvemos a linha CAST ALL de máquinas de fundição sob pressão de alumínio, injetoras de plástico e equipamentos periféricos, como lubrificadores automáticos e dosadores lineares.',
    p3: 'Também oferecemos retrofit, manutenção e peças de reposição para manter a sua produção em operação, e exportamos nossas máquinas para clientes na América do Sul.',
  },
  facts: {
    label: 'A empresa em números',
    founded: { value: '2005', label: 'Fundação em Americana (SP)' },
    experience: { value: '+20', label: 'anos de experiência' },
    safety: { value: 'NR-12', label: 'norma de segurança atendida' },
    warranty: { value: '12 meses', label: 'de garantia em equipamentos novos' },
  },
  imageAlt: 'Nossa fábrica em Americana (SP)',
  mission: {
    title: 'Missão',
    text: 'Fornecer máquinas e serviços confiáveis, seguros e eficientes que aumentem a produtividade dos nossos clientes, com atendimento próximo em todas as etapas.',
  },
  vision: {
    title: 'Visão',
    text: 'Ser referência em máquinas de fundição sob pressão e injeção na América do Sul, reconhecida pela tecnologia, pela qualidade e pelo suporte.',
  },
  values: {
    title: 'Nossos valores',
    items: {
      quality: {
        title: 'Qualidade',
        text: 'Máquinas robustas e seguras, construídas conforme a norma de segurança NR-12.',
      },
      innovation: {
        title: 'Inovação',
        text: 'Busca constante por soluções mais eficientes, como o acionamento por servomotor.',
      },
      commitment: {
        title: 'Compromisso',
        text: 'Relações de longo prazo com clientes e parceiros, cumprindo o que prometemos.',
      },
      excellence: {
        title: 'Excelência',
        text: 'Atenção aos detalhes em cada projeto, da engenharia ao pós-venda.',
      },
      sustainability: {
        title: 'Sustentabilidade',
        text: 'Equipamentos que consomem menos energia e retrofit que prolonga a vida útil das máquinas.',
      },
    },
  },
  history: {
    title: 'Nossa trajetória',
    items: {
      y2005: { title: 'Fundação', text: 'A empresa é fundada em Americana (SP).' },
      y2010: {
        title: 'Primeira linha de alumínio',
        text: 'Lançamento da primeira linha de máquinas de fundição sob pressão de alumínio.',
      },
      y2015: { title: 'Linha de plástico', text: 'Início da fabricação de injetoras de plástico.' },
      y2020: {
        title: 'Primeiras exportações',
        text: 'As primeiras máquinas são exportadas para clientes na América do Sul.',
      },
    },
  },
};
