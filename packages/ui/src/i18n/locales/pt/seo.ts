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
  services: {
    title: 'Serviços: retrofit, manutenção e peças',
    description:
      'Retrofit com adequação à NR-12, manutenção, recuperação de cilindros, fabricação e usinagem de peças e peças de reposição para máquinas de fundição e injetoras.',
  },
  gallery: {
    title: 'Galeria: antes e depois e projetos',
    description:
      'Compare o antes e depois de painéis de comando e injetoras reformadas e conheça projetos de instalação, retrofit, exportação e manutenção.',
  },
  contact: {
    title: 'Contato',
    description:
      'Fale com a equipe de vendas e suporte: formulário, telefone, e-mail, WhatsApp e endereço em Americana, SP. Segunda a sexta, 7h às 17h.',
  },
  contactThanks: {
    title: 'Mensagem enviada',
    description: 'Obrigado pelo contato. Responderemos em breve.',
  },
};
