import type { MachineProductId } from '../types';
import { CAST_ALL_MODELS } from './cast-all-models';
import { castAllTextsEs } from './cast-all-texts-es';
import { doserTextsEs } from './doser-texts-es';
import { lubricatorTextsEs } from './lubricator-texts-es';
import type { ProductTexts } from './source';

/** Every product's texts in this language: one chunk per language in the browser. */
export const texts: Readonly<Record<MachineProductId, ProductTexts>> = {
  ...(Object.fromEntries(CAST_ALL_MODELS.map((model) => [model.id, castAllTextsEs(model)])) as Record<
    (typeof CAST_ALL_MODELS)[number]['id'],
    ProductTexts
  >),
  'lubrificador-lla': lubricatorTextsEs,
  'dosador-linear': doserTextsEs,
};
