import type { Translation } from '../types';

export const catalogs: Translation['catalogs'] = {
  nav: 'Catálogos (PDF)',
  page: {
    title: 'Catálogos para descargar',
    description:
      'Descargue el catálogo completo de las inyectoras de aluminio CAST ALL y periféricos, o la ficha técnica de cada máquina, en PDF.',
    lead: 'El catálogo completo de la línea en su idioma y la ficha técnica de cada máquina, en PDF.',
    productsTitle: 'Fichas técnicas por producto',
    productsText: 'Cada ficha incluye las versiones en portugués, inglés y español.',
  },
  download: 'Descargar catálogo',
  checking: 'Verificando catálogo…',
  messages: {
    notMapped: 'Catálogo no disponible para este producto.',
    failed: 'Error al descargar el catálogo. Inténtelo de nuevo.',
    langMissing: 'No se encontró el catálogo para este idioma.',
  },
  line: {
    title: 'Catálogo completo',
    text: 'Todos los modelos CAST ALL y periféricos en un PDF.',
    download: 'Descargar catálogo completo (PDF)',
    view: 'Ver catálogo en línea',
  },
  viewer: {
    title: 'Catálogo en PDF',
    description: 'Vea el catálogo de máquinas en PDF.',
    toolbar: 'Controles del catálogo',
    previous: 'Página anterior',
    next: 'Página siguiente',
    page: 'Página {{page}} de {{total}}',
    zoomIn: 'Acercar',
    zoomOut: 'Alejar',
    fitWidth: 'Ajustar al ancho',
    zoom: 'Zoom: {{percent}}%',
    download: 'Descargar PDF',
    loading: 'Cargando catálogo…',
    canvas: 'Página {{page}} del catálogo {{file}}',
    invalid:
      'Dirección no válida: solo se pueden abrir archivos PDF de la carpeta de catálogos de este idioma.',
    failed: 'No fue posible abrir el catálogo. Puede descargarlo y abrirlo en su lector de PDF.',
    backToProducts: 'Volver a los productos',
  },
};
