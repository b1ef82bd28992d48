export const home = {
  hero: {
    eyebrow: 'Fabricante brasileira desde 2005',
    title: 'Máquinas de fundição sob pressão com tecnologia brasileira',
    subtitle:
      'Linha CAST ALL para alumínio, injetoras de plástico e periféricos, com retrofit, manutenção e peças de reposição. Mais de 20 anos de experiência ao lado da indústria.',
    primary: 'Conheça nossos produtos',
    secondary: 'Fale com um especialista',
    scrollDown: 'Rolar até a seção Sobre nós',
  },
  about: {
    eyebrow: 'Sobre nós',
    title: 'Experiência e tecnologia em fundição sob pressão',
    description:
      'Desde 2005 projetamos e fabricamos no Brasil máquinas robustas e eficientes para fundições e fabricantes de peças automotivas, industriais, aeroespaciais e de eletrodomésticos.',
    features: {
      experience: {
        title: 'Experiência',
        text: 'Mais de 20 anos no mercado: desde 2005 atendendo fundições e fabricantes de peças.',
      },
      technology: {
        title: 'Tecnologia',
        text: 'Acionamento por servomotor com até 65% de economia de energia na CAST ALL 250T.',
      },
      innovation: {
        title: 'Inovação',
        text: 'Projetos próprios em constante evolução e retrofit que moderniza máquinas já instaladas.',
      },
      quality: {
        title: 'Qualidade',
        text: 'Segurança conforme a norma NR-12 e 12 meses de garantia em equipamentos novos.',
      },
    },
    learnMore: 'Saiba mais sobre nós',
  },
  products: {
    eyebrow: 'Produtos',
    title: 'Máquinas em destaque',
    description:
      'Fundição sob pressão de alumínio e periféricos para automatizar a sua célula de produção.',
    learnMore: 'Saiba mais',
    quote: 'Solicitar orçamento',
    viewAll: 'Ver todos os produtos',
    items: {
      castAll250: {
        name: 'CAST ALL 250T',
        description:
          'Fundição sob pressão de alumínio com 250 t de força de fechamento e até 65% de economia de energia com servomotor.',
      },
      castAll800: {
        name: 'CAST ALL 800T',
        description:
          'Fundição sob pressão de alumínio com 800 t de força de fechamento para peças de grande porte.',
      },
      lubricator: {
        name: 'Lubrificador Automático',
        description:
          'Lubrificação automática de moldes para fundição sob pressão, com 16 a 28 bicos.',
      },
    },
  },
  services: {
    eyebrow: 'Serviços',
    title: 'Suporte completo para as suas máquinas',
    description:
      'Da modernização à reposição de peças, cuidamos das máquinas que mantêm a sua produção em movimento.',
    link: 'Ver serviço',
    items: {
      retrofit: {
        title: 'Retrofit',
        text: 'Modernização de máquinas injetoras e de fundição com novos comandos e adequação à NR-12.',
      },
      maintenance: {
        title: 'Manutenção',
        text: 'Manutenção, recuperação de cilindros e revisão de componentes para reduzir paradas.',
      },
      parts: {
        title: 'Peças de reposição',
        text: 'Peças para máquinas de fundição e injetoras, com fabricação e usinagem sob medida.',
      },
    },
  },
  cta: {
    title: 'Pronto para aumentar a sua produtividade?',
    text: 'Fale com um especialista e receba uma proposta sob medida. Financiamento disponível e 12 meses de garantia em equipamentos novos.',
    chat: 'Conversar pelo WhatsApp',
    contact: 'Enviar uma mensagem',
  },
  popup: {
    label: 'Promoção',
    imageAlt: 'Promoção em destaque',
    close: 'Fechar',
  },
};
