import type { Translation } from '../types';

export const shop: Translation['shop'] = {
  title: 'Piezas de repuesto',
  lead: 'Encuentre piezas para sus máquinas y pida un presupuesto por WhatsApp.',
  filters: {
    label: 'Filtrar piezas',
    search: 'Buscar piezas',
    searchPlaceholder: 'Buscar por nombre o código...',
    submit: 'Buscar',
    category: 'Categoría',
    allCategories: 'Todas las categorías',
    pageSize: 'Piezas por página:',
  },
  categories: {
    eletrica: 'Eléctrica',
    hidraulica: 'Hidráulica',
    eletronica: 'Electrónica',
    mecanica: 'Mecánica',
  },
  results: {
    label: 'Piezas encontradas',
    showing: 'Mostrando {{from}}-{{to}} de {{total}} piezas',
    loading: 'Cargando...',
  },
  empty: {
    title: 'Ningún producto encontrado',
    hint: 'Intente ajustar los filtros o los términos de búsqueda.',
  },
  error: {
    title: 'No fue posible cargar las piezas ahora',
    text: 'El catálogo no está disponible en este momento. Inténtelo de nuevo en unos instantes o hable con nosotros por WhatsApp.',
    retry: 'Intentar de nuevo',
  },
  part: {
    code: 'Código',
    category: 'Categoría',
    stock: 'Stock',
    outOfStock: 'Bajo consulta',
    noImage: 'Sin imagen',
    nameFallback: 'Nombre no disponible',
    descriptionFallback: 'Descripción no disponible',
    quote: 'Solicitar presupuesto',
    quoteContext: 'de {{name}} por WhatsApp (se abre en una pestaña nueva)',
    chatMessage: '¡Hola! Me gustaría un presupuesto para la pieza: {{name}} (código {{code}})',
  },
  partPage: {
    title: '{{name}} ({{code}})',
    description:
      'Pieza de repuesto {{name}}, código {{code}}, categoría {{category}}. Pida un presupuesto a CAST ALL por WhatsApp.',
    breadcrumb: 'Usted está en',
    price: 'Precio',
    priceOnRequest: 'Bajo consulta',
    related: 'Otras piezas de la categoría {{category}}',
    backToShop: 'Volver a la tienda',
    viewPart: 'Ver la pieza {{name}}',
    notFound: {
      seoTitle: 'Pieza no encontrada',
      seoDescription: 'Esta pieza no está en el catálogo de la tienda.',
      title: 'Pieza no encontrada',
      text: 'Esta pieza ya no está en el catálogo. Busque otras en la tienda o pregúntenos por WhatsApp.',
    },
  },
  pagination: {
    label: 'Páginas de piezas',
    topLabel: 'Páginas, arriba de la lista',
    previous: 'Anterior',
    next: 'Siguiente',
    page: 'Página {{page}}',
    summary: 'Página {{page}} de {{pages}}',
  },
};
