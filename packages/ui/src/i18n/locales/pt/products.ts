export const products = {
  seo: {
    title: 'Produtos',
    description:
      'Máquinas de fundição sob pressão de alumínio CAST ALL de 250 a 1000 t, lubrificador automático e dosador linear: especificações, catálogos e orçamento.',
    notFoundTitle: 'Produto não encontrado',
    notFoundDescription: 'O produto procurado não existe no catálogo.',
  },
  list: {
    eyebrow: 'Catálogo',
    title: 'Nossos produtos',
    intro:
      'Máquinas de fundição sob pressão de alumínio da linha CAST ALL e periféricos para automatizar a sua célula de produção.',
  },
  filter: {
    legend: 'Filtrar por categoria',
    all: 'Todos',
    searchLabel: 'Buscar produtos',
    searchPlaceholder: 'Nome ou descrição',
    results: 'Produtos exibidos: {{count}}',
  },
  category: {
    aluminum: 'Alumínio',
    peripheral: 'Periféricos',
    plastic: 'Plástico',
  },
  empty: {
    title: 'Nenhum produto encontrado',
    hint: 'Tente ajustar os filtros ou os termos de busca.',
    clear: 'Limpar filtros',
  },
  card: {
    learnMore: 'Saiba mais',
    quote: 'Solicitar orçamento',
    download: 'Baixar catálogo',
  },
  compare: {
    eyebrow: 'Comparativo',
    title: 'Compare os modelos CAST ALL',
    intro:
      'Os seis modelos lado a lado: escolha pela força de fechamento, pela capacidade de injeção ou pelo curso de abertura.',
    caption: 'Especificações dos modelos CAST ALL',
    specification: 'Especificação',
    onRequest: 'Sob consulta',
    region: 'Tabela comparativa dos modelos CAST ALL, rolável na horizontal',
    scrollHint: 'Deslize para ver mais',
    link: 'Comparar todos os modelos CAST ALL',
  },
  detail: {
    back: 'Voltar para produtos',
    breadcrumb: 'Navegação estrutural',
    description: 'Descrição',
    highlights: 'Destaques técnicos',
    specifications: 'Especificações técnicas',
    specification: 'Especificação',
    onRequest: 'Sob consulta',
    value: 'Valor',
    applications: 'Aplicações típicas',
    features: 'Características',
    related: 'Produtos relacionados',
    badges: 'Destaques',
    accessories: {
      title: 'Acessórios de série',
    },
    support: {
      title: 'Suporte que acompanha a sua máquina',
      warranty: '12 meses de garantia',
      warrantyText: 'Garantia de 12 meses em equipamentos novos.',
      parts: 'Peças de reposição imediata',
      partsText: 'Estoque de peças para reduzir o tempo de máquina parada.',
      training: 'Treinamento incluso',
      trainingText: 'A sua equipe aprende a operar e a manter a máquina.',
      assistance: 'Assistência técnica nacional',
      assistanceText: 'Atendimento técnico em todo o Brasil.',
    },
    cta: {
      title: 'Pronto para aumentar a sua produtividade?',
      text: 'Fale com um especialista sobre {{product}} e receba um orçamento.',
      quote: 'Solicitar orçamento',
      contact: 'Entrar em contato',
    },
    share: {
      button: 'Compartilhar',
      copied: 'Link copiado para a área de transferência.',
      failed: 'Não foi possível copiar. Copie o endereço da barra do navegador.',
      text: 'Conheça: {{product}}',
    },
    notFound: {
      title: 'Produto não encontrado',
      text: 'O produto que você procura não existe ou foi removido do catálogo.',
      back: 'Ver todos os produtos',
    },
  },
};
