import type { Translation } from '../types';

export const home: Translation['home'] = {
  hero: {
    eyebrow: 'Fabricante brasileño desde 2005',
    title: 'Máquinas de fundición a presión con tecnología brasileña',
    subtitle:
      'Línea CAST ALL para aluminio, inyectoras de plástico y periféricos, con retrofit, mantenimiento y repuestos. Más de 20 años de experiencia al servicio de la industria.',
    primary: 'Conozca nuestros productos',
    secondary: 'Hable con un especialista',
    scrollDown: 'Ir a la sección Sobre nosotros',
  },
  about: {
    eyebrow: 'Sobre nosotros',
    title: 'Experiencia y tecnología en fundición a presión',
    description:
      'Desde 2005 diseñamos y fabricamos en Brasil máquinas robustas y eficientes para fundiciones y fabricantes de piezas automotrices, industriales, aeroespaciales y de electrodomésticos.',
    features: {
      experience: {
        title: 'Experiencia',
        text: 'Más de 20 años en el mercado: desde 2005 al servicio de fundiciones y fabricantes de piezas.',
      },
      technology: {
        title: 'Tecnología',
        text: 'Accionamiento por servomotor con hasta un 65\u00a0% de ahorro de energía en la CAST ALL 250T.',
      },
      innovation: {
        title: 'Innovación',
        text: 'Proyectos propios en constante evolución y retrofit que moderniza máquinas ya instaladas.',
      },
      quality: {
        title: 'Calidad',
        text: 'Seguridad conforme a la norma NR-12 y 12 meses de garantía en equipos nuevos.',
      },
    },
    learnMore: 'Más información sobre nosotros',
  },
  products: {
    eyebrow: 'Productos',
    title: 'Máquinas destacadas',
    description:
      'Fundición a presión de aluminio y periféricos para automatizar su célula de producción.',
    learnMore: 'Más información',
    quote: 'Solicitar presupuesto',
    viewAll: 'Ver todos los productos',
    items: {
      castAll250: {
        name: 'CAST ALL 250T',
        description:
          'Fundición a presión de aluminio con 250 t de fuerza de cierre y hasta un 65\u00a0% de ahorro de energía con servomotor.',
      },
      castAll800: {
        name: 'CAST ALL 800T',
        description:
          'Fundición a presión de aluminio con 800 t de fuerza de cierre para piezas de gran tamaño.',
      },
      lubricator: {
        name: 'Lubricador Automático',
        description:
          'Lubricación automática de moldes para fundición a presión, con 16 a 28 boquillas.',
      },
    },
  },
  services: {
    eyebrow: 'Servicios',
    title: 'Soporte completo para sus máquinas',
    description:
      'Desde la modernización hasta los repuestos, cuidamos de las máquinas que mantienen su producción en marcha.',
    link: 'Ver servicio',
    items: {
      retrofit: {
        title: 'Retrofit',
        text: 'Modernización de máquinas inyectoras y de fundición con nuevos controles y adecuación a la NR-12.',
      },
      maintenance: {
        title: 'Mantenimiento',
        text: 'Mantenimiento, recuperación de cilindros y revisión de componentes para reducir paradas.',
      },
      parts: {
        title: 'Repuestos',
        text: 'Piezas para máquinas de fundición e inyectoras, con fabricación y mecanizado a medida.',
      },
    },
  },
  cta: {
    title: '¿Listo para aumentar su productividad?',
    text: 'Hable con un especialista y reciba una propuesta a medida. Financiación disponible y 12 meses de garantía en equipos nuevos.',
    chat: 'Chatear por WhatsApp',
    contact: 'Enviar un mensaje',
  },
  popup: {
    label: 'Promoción',
    imageAlt: 'Promoción destacada',
    close: 'Cerrar',
  },
};
