import type { MachineProductId } from '../../types';
import { CAST_ALL_MODELS } from '../../data/cast-all-models';
import { castAllTextsEn } from './cast-all';
import { doserTextsEn } from './doser';
import { lubricatorTextsEn } from './lubricator';
import type { ProductTexts } from '../../data/source';

/** Every product's texts in this language: one chunk per language in the browser. */
export const texts: Readonly<Record<MachineProductId, ProductTexts>> = {
  ...(Object.fromEntries(
    CAST_ALL_MODELS.map((model) => [model.id, castAllTextsEn(model)]),
  ) as Record<(typeof CAST_ALL_MODELS)[number]['id'], ProductTexts>),
  'lubrificador-lla': lubricatorTextsEn,
  'dosador-linear': doserTextsEn,
};
