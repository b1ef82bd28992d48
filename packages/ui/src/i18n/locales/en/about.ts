import type { Translation } from '../types';

export const about: Translation['about'] = {
  title: 'TODO',
};
