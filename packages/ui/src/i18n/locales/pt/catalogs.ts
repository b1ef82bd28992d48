export const catalogs = {
  nav: 'Catálogos (PDF)',
  page: {
    title: 'Catálogos para download',
    description:
      'Baixe o catálogo completo das injetoras de alumínio CAST ALL e periféricos ou a ficha técnica de cada máquina, em PDF.',
    lead: 'O catálogo completo da linha no seu idioma e a ficha técnica de cada máquina, em PDF.',
    productsTitle: 'Fichas técnicas por produto',
    productsText: 'Cada ficha traz as versões em português, inglês e espanhol.',
  },
  download: 'Baixar catálogo',
  checking: 'Verificando catálogo…',
  messages: {
    notMapped: 'Catálogo não disponível para este produto.',
    failed: 'Erro ao baixar o catálogo. Tente novamente.',
    langMissing: 'Catálogo não encontrado para este idioma.',
  },
  line: {
    title: 'Catálogo completo',
    text: 'Todos os modelos CAST ALL e periféricos em um PDF.',
    download: 'Baixar catálogo completo (PDF)',
    view: 'Ver catálogo online',
  },
  viewer: {
    title: 'Catálogo em PDF',
    description: 'Visualize o catálogo de máquinas em PDF.',
    toolbar: 'Controles do catálogo',
    previous: 'Página anterior',
    next: 'Próxima página',
    page: 'Página {{page}} de {{total}}',
    zoomIn: 'Aumentar zoom',
    zoomOut: 'Diminuir zoom',
    fitWidth: 'Ajustar à largura',
    zoom: 'Zoom: {{percent}}%',
    download: 'Baixar PDF',
    loading: 'Carregando catálogo…',
    canvas: 'Página {{page}} do catálogo {{file}}',
    invalid:
      'Endereço inválido: só é possível abrir arquivos PDF da pasta de catálogos deste idioma.',
    failed: 'Não foi possível abrir o catálogo. Você pode baixá-lo e abrir no seu leitor de PDF.',
    backToProducts: 'Voltar para os produtos',
  },
};
