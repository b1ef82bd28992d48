import type { Translation } from '../types';

export const home: Translation['home'] = {
  hero: {
    title: 'TODO',
  },
};
