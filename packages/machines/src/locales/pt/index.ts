import type { MachineProductId } from '../../types';
import { CAST_ALL_MODELS } from '../../data/cast-all-models';
import { castAllTextsPt } from './cast-all';
import { doserTextsPt } from './doser';
import { lubricatorTextsPt } from './lubricator';
import type { ProductTexts } from '../../data/source';

/** Every product's texts in this language: one chunk per language in the browser. */
export const texts: Readonly<Record<MachineProductId, ProductTexts>> = {
  ...(Object.fromEntries(
    CAST_ALL_MODELS.map((model) => [model.id, castAllTextsPt(model)]),
  ) as Record<(typeof CAST_ALL_MODELS)[number]['id'], ProductTexts>),
  'lubrificador-lla': lubricatorTextsPt,
  'dosador-linear': doserTextsPt,
};
