import type { Translation } from '../types';

export const services: Translation['services'] = {
  title: 'Servicios',
  lead: 'Retrofit, mantenimiento y repuestos para máquinas de fundición a presión e inyectoras, con más de 20 años de experiencia.',
  sectionsLabel: 'Nuestros servicios',
  retrofit: {
    title: 'Retrofit',
    text: 'Modernizamos inyectoras y máquinas de fundición a presión con nuevos mandos, accionamiento por servomotor y adecuación a la norma de seguridad NR-12, devolviendo productividad a equipos que todavía tienen mucho que ofrecer.',
    before: 'Antes',
    after: 'Después',
    beforeAlt: 'Máquina de fundición desgastada antes del retrofit',
    afterAlt: 'La misma máquina renovada después del retrofit',
    benefitsTitle: 'Beneficios',
    benefits: {
      energy: 'Hasta 65% de ahorro de energía con accionamiento por servomotor',
      safety: 'Adecuación a la norma de seguridad NR-12',
      productivity: 'Más productividad y repetibilidad del proceso',
      cost: 'Costo menor que el de una máquina nueva',
      life: 'Mayor vida útil del equipo',
    },
    quote: 'Solicitar presupuesto de retrofit',
    chatMessage: '¡Hola! Quisiera un presupuesto de retrofit.',
  },
  maintenance: {
    title: 'Mantenimiento',
    text: 'Mantenimiento preventivo y correctivo para reducir paradas y mantener su producción en marcha.',
    items: {
      spareParts: {
        title: 'Repuestos',
        text: 'Piezas originales y compatibles para máquinas de fundición e inyectoras.',
      },
      cylinders: {
        title: 'Recuperación de cilindros',
        text: 'Recuperación de cilindros hidráulicos y de inyección, con cambio de sellos y rectificado.',
      },
      overhaul: {
        title: 'Revisión de componentes',
        text: 'Revisión completa de bombas, válvulas, mandos y sistemas de cierre.',
      },
      manufacturing: {
        title: 'Fabricación de piezas',
        text: 'Piezas fabricadas según plano o muestra, incluso para máquinas descontinuadas.',
      },
      machining: {
        title: 'Mecanizado',
        text: 'Mecanizado de precisión de componentes para máquinas de fundición e inyección.',
      },
      custom: {
        title: 'Soluciones a medida',
        text: 'Proyectos a medida para las necesidades de su proceso productivo.',
      },
    },
    quote: 'Solicitar presupuesto de mantenimiento',
    chatMessage: '¡Hola! Quisiera un presupuesto de mantenimiento.',
  },
  parts: {
    title: 'Repuestos',
    text: 'Piezas eléctricas, hidráulicas, electrónicas y mecánicas para mantener sus máquinas en operación.',
    imageAlt: 'Engranaje, cilindro, anillos de sellado y tornillos de repuesto',
    machinesTitle: 'Atendemos máquinas',
    machines: {
      dieCasting: 'Máquinas de fundición a presión de aluminio',
      plastic: 'Inyectoras de plástico',
      peripheral: 'Periféricos: lubricadores y dosificadores',
      other: 'Máquinas de otros fabricantes',
    },
    shop: 'Ver repuestos en el E-SHOP',
    email: 'Pedir presupuesto por e-mail',
    emailSubject: 'Presupuesto de repuestos',
  },
};
