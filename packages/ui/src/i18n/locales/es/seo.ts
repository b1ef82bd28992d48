import type { Translation } from '../types';

export const seo: Translation['seo'] = {
  defaultTitle: 'Máquinas de fundición a presión e inyectoras',
  defaultDescription:
    'Fabricante brasileño de máquinas de fundición a presión de aluminio CAST ALL, inyectoras de plástico y periféricos. Retrofit, mantenimiento y repuestos. Fundada en 2005.',
  organizationDescription:
    'Fabricante brasileño de máquinas de fundición a presión de aluminio, inyectoras de plástico y equipos periféricos, con servicios de retrofit, mantenimiento y repuestos.',
  about: {
    title: 'Sobre la empresa',
    description:
      'Más de 20 años de experiencia en máquinas de fundición a presión e inyección: nuestra historia, misión, visión y valores.',
  },
  shop: {
    title: 'Tienda de piezas de repuesto',
    description:
      'Piezas de repuesto eléctricas, hidráulicas, electrónicas y mecánicas para máquinas de fundición a presión e inyectoras. Busque por nombre o código y pida un presupuesto.',
  },
  notFound: {
    title: 'Página no encontrada',
    description: 'La página que busca no existe o fue movida.',
  },
};
