import type { MachineProductId } from '../types';
import { CAST_ALL_MODELS } from './cast-all-models';
import { castAllTextsPt } from './cast-all-texts-pt';
import { doserTextsPt } from './doser-texts-pt';
import { lubricatorTextsPt } from './lubricator-texts-pt';
import type { ProductTexts } from './source';

/** Every product's texts in this language: one chunk per language in the browser. */
export const texts: Readonly<Record<MachineProductId, ProductTexts>> = {
  ...(Object.fromEntries(CAST_ALL_MODELS.map((model) => [model.id, castAllTextsPt(model)])) as Record<
    (typeof CAST_ALL_MODELS)[number]['id'],
    ProductTexts
  >),
  'lubrificador-lla': lubricatorTextsPt,
  'dosador-linear': doserTextsPt,
};
