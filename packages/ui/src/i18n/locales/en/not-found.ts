import type { Translation } from '../types';

export const notFound: Translation['notFound'] = {
  title: 'Page not found',
  text: 'The address you opened does not exist or has moved.',
  backHome: 'Back to the home page',
  seeProducts: 'See products',
};
