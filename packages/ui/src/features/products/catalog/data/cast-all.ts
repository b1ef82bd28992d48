import { CAST_ALL_MODELS } from './cast-all-models';
import { castAllSpecifications } from './cast-all-specs';
import { castAllTextsEn } from './cast-all-texts-en';
import { castAllTextsEs } from './cast-all-texts-es';
import { castAllTextsPt } from './cast-all-texts-pt';
import type { ProductSource } from './source';

/** The six CAST ALL aluminium die-casting machines (category aluminum). */
export const castAllProducts: readonly ProductSource[] = CAST_ALL_MODELS.map((model) => ({
  id: model.id,
  category: 'aluminum',
  texts: { pt: castAllTextsPt(model), en: castAllTextsEn(model), es: castAllTextsEs(model) },
  specifications: (lang) => castAllSpecifications(model, lang),
}));
