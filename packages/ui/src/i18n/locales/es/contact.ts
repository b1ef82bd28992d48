import type { Translation } from '../types';

export const contact: Translation['contact'] = {
  title: 'Contacto',
  lead: 'Hable con nuestro equipo: respondemos presupuestos, consultas técnicas y pedidos de repuestos.',
  form: {
    title: 'Envíe un mensaje',
    required: 'Los campos marcados con * son obligatorios.',
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    optional: '(opcional)',
    subject: 'Asunto',
    subjectPlaceholder: 'Seleccione un asunto',
    subjects: {
      sales: 'Ventas',
      support: 'Soporte Técnico',
      parts: 'Repuestos',
      other: 'Otros',
    },
    message: 'Mensaje',
    honeypot: 'No complete este campo',
    submit: 'Enviar mensaje',
    emailSubject: 'Nuevo mensaje desde el sitio web',
  },
  info: {
    title: 'Información de contacto',
    address: 'Dirección',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    hours: 'Horario',
    hoursValue: 'Lunes a viernes, de 7 h a 17 h',
    map: 'Ver en el mapa',
    chat: 'Conversar por WhatsApp',
    opensInNewTab: '(se abre en una pestaña nueva)',
  },
  mapTitle: 'Mapa con la ubicación de la empresa',
  thanks: {
    title: 'Mensaje enviado',
    text: '¡Gracias por contactarnos! Responderemos pronto, de lunes a viernes, de 7 h a 17 h.',
    home: 'Volver al inicio',
    products: 'Ver productos',
  },
};
