import type { Translation } from '../types';

export const about: Translation['about'] = {
  title: 'Sobre la empresa',
  lead: 'Más de 20 años fabricando en Brasil máquinas de fundición a presión, inyectoras de plástico y equipos periféricos.',
  intro: {
    title: 'Quiénes somos',
    p1: 'Fundada en 2005 en Americana (SP), somos un fabricante brasileño de máquinas industriales para fundiciones y fabricantes de piezas automotrices, industriales, aeroespaciales y de electrodomésticos.',
    p2: 'Con más de 20 años de experiencia, desarrollamos la línea CAST ALL de máquinas de fundición a presión de aluminio, inyectoras de plástico y equipos periféricos, como lubricadores automáticos y dosificadores lineales.',
    p3: 'También ofrecemos retrofit, mantenimiento y repuestos para mantener su producción en marcha, y exportamos nuestras máquinas a clientes de América del Sur.',
  },
  facts: {
    label: 'La empresa en cifras',
    founded: { value: '2005', label: 'Fundación en Americana (SP)' },
    experience: { value: '+20', label: 'años de experiencia' },
    safety: { value: 'NR-12', label: 'norma de seguridad cumplida' },
    warranty: { value: '12 meses', label: 'de garantía en equipos nuevos' },
  },
  imageAlt: 'Nuestra fábrica en Americana (SP)',
  mission: {
    title: 'Misión',
    text: 'Ofrecer máquinas y servicios confiables, seguros y eficientes que aumenten la productividad de nuestros clientes, con una atención cercana en cada etapa.',
  },
  vision: {
    title: 'Visión',
    text: 'Ser referencia en máquinas de fundición a presión e inyección en América del Sur, reconocida por su tecnología, su calidad y su soporte.',
  },
  values: {
    title: 'Nuestros valores',
    items: {
      quality: {
        title: 'Calidad',
        text: 'Máquinas robustas y seguras, construidas conforme a la norma de seguridad NR-12.',
      },
      innovation: {
        title: 'Innovación',
        text: 'Búsqueda constante de soluciones más eficientes, como el accionamiento por servomotor.',
      },
      commitment: {
        title: 'Compromiso',
        text: 'Relaciones a largo plazo con clientes y socios, cumpliendo lo que prometemos.',
      },
      excellence: {
        title: 'Excelencia',
        text: 'Atención al detalle en cada proyecto, desde la ingeniería hasta la posventa.',
      },
      sustainability: {
        title: 'Sostenibilidad',
        text: 'Equipos que consumen menos energía y retrofit que prolonga la vida útil de las máquinas.',
      },
    },
  },
  history: {
    title: 'Nuestra trayectoria',
    items: {
      y2005: { title: 'Fundación', text: 'La empresa se funda en Americana (SP).' },
      y2010: {
        title: 'Primera línea de aluminio',
        text: 'Lanzamiento de la primera línea de máquinas de fundición a presión de aluminio.',
      },
      y2015: {
        title: 'Línea de plástico',
        text: 'Comienza la fabricación de inyectoras de plástico.',
      },
      y2020: {
        title: 'Primeras exportaciones',
        text: 'Las primeras máquinas se exportan a clientes de América del Sur.',
      },
    },
  },
};
