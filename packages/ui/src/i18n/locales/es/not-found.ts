import type { Translation } from '../types';

export const notFound: Translation['notFound'] = {
  title: 'Página no encontrada',
  text: 'La dirección que abrió no existe o fue movida.',
  backHome: 'Volver al inicio',
  seeProducts: 'Ver productos',
};
