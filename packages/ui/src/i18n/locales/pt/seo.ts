export const seo = {
  defaultTitle: 'Máquinas de fundição sob pressão e injetoras',
  defaultDescription:
    'Fabricante brasileira de máquinas de fundição sob pressão de alumínio CAST ALL, injetoras de plástico e periféricos. Retrofit, manutenção e peças de reposição. Fundada em 2005.',
  organizationDescription:
    'Fabricante brasileira de máquinas de fundição sob pressão de alumínio, injetoras de plástico e equipamentos periféricos, com serviços de retrofit, manutenção e peças.',
  about: {
    title: 'Sobre a empresa',
    description:
      'Mais de 20 anos de experiência em máquinas de fundição sob pressão e injeção: conheça nossa história, missão, visão e valores.',
  },
  shop: {
    title: 'Loja de peças de reposição',
    description:
      'Peças de reposição elétricas, hidráulicas, eletrônicas e mecânicas para máquinas de fundição sob pressão e injetoras. Busque por nome ou código e peça um orçamento.',
  },
  notFound: {
    title: 'Página não encontrada',
    description: 'A página procurada não existe ou foi movida.',
  },
};
