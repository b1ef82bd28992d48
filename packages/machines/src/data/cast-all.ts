import { CAST_ALL_MODELS } from './cast-all-models';
import { castAllSpecifications } from './cast-all-specs';
import type { ProductSource } from './source';

/** The six CAST ALL aluminium die-casting machines (category aluminum). */
export const castAllProducts: readonly ProductSource[] = CAST_ALL_MODELS.map((model) => ({
  id: model.id,
  category: 'aluminum',
  specifications: (lang) => castAllSpecifications(model, lang),
}));
