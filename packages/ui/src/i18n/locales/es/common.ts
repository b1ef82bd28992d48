import type { Translation } from '../types';

export const common: Translation['common'] = {
  brandTagline: 'Máquinas Industriales',
  skipToContent: 'Saltar al contenido',
  loading: 'Cargando...',
  nav: {
    label: 'Navegación principal',
    home: 'Inicio',
    about: 'Nosotros',
    products: 'Productos',
    services: 'Servicios',
    gallery: 'Galería',
    contact: 'Contacto',
    shop: 'E-SHOP',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
  },
  language: {
    label: 'Idioma',
    pt: 'Português',
    en: 'English',
    es: 'Español',
    /** The flag's tooltip, naming the language in the page's own language. */
    switchTo: { pt: 'Ver en portugués', en: 'Ver en inglés', es: 'Ver en español' },
  },
  chat: {
    button: 'Hable con nosotros por WhatsApp (se abre en una pestaña nueva)',
    defaultMessage: '¡Hola! Me gustaría más información.',
    productMessage: '¡Hola! Me gustaría un presupuesto para: {{product}}',
  },
  footer: {
    about:
      'Fabricante brasileño de máquinas de fundición a presión de aluminio, inyectoras de plástico y periféricos, con retrofit, mantenimiento y repuestos.',
    quickLinks: 'Enlaces rápidos',
    catalogues: 'Catálogos (PDF)',
    contact: 'Contacto',
    address: 'Dirección',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    hours: 'Horario',
    hoursValue: 'Lunes a viernes, de 7 h a 17 h',
    newsletter: {
      title: 'Boletín',
      text: 'Reciba novedades sobre máquinas, servicios y repuestos.',
      label: 'Su correo electrónico',
      placeholder: 'usted@correo.com',
      submit: 'Suscribirse',
      sending: 'Enviando...',
      success: 'Suscripción recibida. ¡Gracias!',
      unavailable:
        'No pudimos completar su suscripción ahora. Inténtelo más tarde o escriba a {{email}}.',
      invalid: 'Ingrese un correo electrónico válido.',
      tooMany: 'Demasiadas suscripciones seguidas. Inténtelo de nuevo en un minuto.',
      trap: 'Deje este campo vacío',
    },
    social: 'Redes sociales',
    madeInBrazil: 'Made in Brazil',
    financing: 'Financiamiento disponible',
    rights: '© {{year}} {{brand}}. Todos los derechos reservados.',
    opensInNewTab: '(se abre en una pestaña nueva)',
  },
};
