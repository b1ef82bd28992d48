import type { Translation } from '../types';

export const products: Translation['products'] = {
  seo: {
    title: 'Productos',
    description:
      'Máquinas de fundición a presión de aluminio CAST ALL de 250 a 1000 t, lubricador automático y dosificador lineal: especificaciones, catálogos y presupuesto.',
    notFoundTitle: 'Producto no encontrado',
    notFoundDescription: 'El producto buscado no existe en el catálogo.',
  },
  list: {
    eyebrow: 'Catálogo',
    title: 'Nuestros productos',
    intro:
      'Máquinas de fundición a presión de aluminio de la línea CAST ALL y periféricos para automatizar su celda de producción.',
  },
  filter: {
    legend: 'Filtrar por categoría',
    all: 'Todos',
    searchLabel: 'Buscar productos',
    searchPlaceholder: 'Nombre o descripción',
    results: 'Productos mostrados: {{count}}',
  },
  category: {
    aluminum: 'Aluminio',
    peripheral: 'Periféricos',
    plastic: 'Plástico',
  },
  empty: {
    title: 'Ningún producto encontrado',
    hint: 'Intente ajustar los filtros o los términos de búsqueda.',
    clear: 'Limpiar filtros',
  },
  card: {
    learnMore: 'Más información',
    quote: 'Solicitar presupuesto',
    download: 'Descargar catálogo',
  },
  compare: {
    eyebrow: 'Comparativa',
    title: 'Compare los modelos CAST ALL',
    intro:
      'Los seis modelos lado a lado: elija por fuerza de cierre, capacidad de inyección o carrera de apertura.',
    caption: 'Especificaciones de los modelos CAST ALL',
    specification: 'Especificación',
    onRequest: 'A consultar',
    region: 'Tabla comparativa de los modelos CAST ALL, desplazable en horizontal',
    scrollHint: 'Deslice para ver más',
    link: 'Comparar todos los modelos CAST ALL',
  },
  detail: {
    back: 'Volver a productos',
    breadcrumb: 'Ruta de navegación',
    description: 'Descripción',
    highlights: 'Aspectos técnicos destacados',
    specifications: 'Especificaciones técnicas',
    specification: 'Especificación',
    onRequest: 'A consultar',
    value: 'Valor',
    applications: 'Aplicaciones típicas',
    features: 'Características',
    related: 'Productos relacionados',
    badges: 'Destacados',
    accessories: {
      title: 'Accesorios de serie',
    },
    support: {
      title: 'Soporte que acompaña a su máquina',
      warranty: '12 meses de garantía',
      warrantyText: 'Garantía de 12 meses en equipos nuevos.',
      parts: 'Repuestos inmediatos',
      partsText: 'Repuestos en stock para reducir el tiempo de máquina parada.',
      training: 'Capacitación incluida',
      trainingText: 'Su equipo aprende a operar y mantener la máquina.',
      assistance: 'Asistencia técnica nacional',
      assistanceText: 'Servicio técnico en todo Brasil.',
    },
    cta: {
      title: '¿Listo para aumentar su productividad?',
      text: 'Hable con un especialista sobre {{product}} y reciba un presupuesto.',
      quote: 'Solicitar presupuesto',
      contact: 'Contáctenos',
    },
    share: {
      button: 'Compartir',
      copied: 'Enlace copiado al portapapeles.',
      failed: 'No se pudo copiar. Copie la dirección de la barra del navegador.',
      text: 'Conozca: {{product}}',
    },
    notFound: {
      title: 'Producto no encontrado',
      text: 'El producto que busca no existe o fue retirado del catálogo.',
      back: 'Ver todos los productos',
    },
  },
};
