import type { CastAllModel } from './cast-all-models';

/** Part size a model is sized for, which drives its typical applications. */
export type CastAllTier = 'compact' | 'medium' | 'large';

export function castAllTier(model: CastAllModel): CastAllTier {
  if (model.tons <= 350) return 'compact';
  if (model.tons <= 550) return 'medium';
  return 'large';
}

/** The 65% energy-saving claim is made for the 250T only (spec §1). */
export function claimsEnergySaving(model: CastAllModel): boolean {
  return model.tons === 250;
}
