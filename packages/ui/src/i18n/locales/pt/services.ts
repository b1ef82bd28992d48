export const services = {
  title: 'Serviços',
  lead: 'Retrofit, manutenção e peças de reposição para máquinas de fundição sob pressão e injetoras, com mais de 20 anos de experiência.',
  sectionsLabel: 'Nossos serviços',
  retrofit: {
    title: 'Retrofit',
    text: 'Modernizamos máquinas injetoras e de fundição sob pressão com novos comandos, acionamento por servomotor e adequação à norma de segurança NR-12, devolvendo produtividade a equipamentos que ainda têm muito a oferecer.',
    before: 'Antes',
    after: 'Depois',
    beforeAlt: 'Máquina de fundição desgastada antes do retrofit',
    afterAlt: 'A mesma máquina renovada depois do retrofit',
    benefitsTitle: 'Benefícios',
    benefits: {
      energy: 'Até 65% de economia de energia com acionamento por servomotor',
      safety: 'Adequação à norma de segurança NR-12',
      productivity: 'Mais produtividade e repetibilidade de processo',
      cost: 'Custo menor que o de uma máquina nova',
      life: 'Vida útil prolongada do equipamento',
    },
    quote: 'Solicitar orçamento de retrofit',
    chatMessage: 'Olá! Gostaria de um orçamento de retrofit.',
  },
  maintenance: {
    title: 'Manutenção',
    text: 'Manutenção preventiva e corretiva para reduzir paradas e manter a sua produção em movimento.',
    items: {
      spareParts: {
        title: 'Peças de reposição',
        text: 'Fornecimento de peças originais e compatíveis para máquinas de fundição e injetoras.',
      },
      cylinders: {
        title: 'Recuperação de cilindros',
        text: 'Recuperação de cilindros hidráulicos e de injeção, com troca de vedações e retífica.',
      },
      overhaul: {
        title: 'Revisão de componentes',
        text: 'Revisão completa de bombas, válvulas, comandos e sistemas de fechamento.',
      },
      manufacturing: {
        title: 'Fabricação de peças',
        text: 'Fabricação de peças sob desenho ou a partir de amostras, inclusive de máquinas fora de linha.',
      },
      machining: {
        title: 'Usinagem',
        text: 'Usinagem de precisão de componentes para máquinas de fundição e injeção.',
      },
      custom: {
        title: 'Soluções personalizadas',
        text: 'Projetos sob medida para as necessidades do seu processo produtivo.',
      },
    },
    quote: 'Solicitar orçamento de manutenção',
    chatMessage: 'Olá! Gostaria de um orçamento de manutenção.',
  },
  parts: {
    title: 'Peças de reposição',
    text: 'Peças elétricas, hidráulicas, eletrônicas e mecânicas para manter as suas máquinas em operação.',
    imageAlt: 'Engrenagem, cilindro, anéis de vedação e parafusos de reposição',
    machinesTitle: 'Atendemos máquinas',
    machines: {
      dieCasting: 'Máquinas de fundição sob pressão de alumínio',
      plastic: 'Injetoras de plástico',
      peripheral: 'Periféricos: lubrificadores e dosadores',
      other: 'Máquinas de outros fabricantes',
    },
    shop: 'Ver peças no E-SHOP',
    email: 'Pedir orçamento por e-mail',
    emailSubject: 'Orçamento de peças de reposição',
  },
};
