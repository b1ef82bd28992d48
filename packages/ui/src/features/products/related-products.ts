import type { MachineProduct } from '@castall/machines/types';

/** At most 3 related products (spec §9). */
export const MAX_RELATED = 3;

/**
 * Products of the same category, nearest in catalogue order first, so a CAST ALL 550 shows the
 * 450 and the 800 before the 250.
 */
export function relatedProducts(
  product: MachineProduct,
  all: readonly MachineProduct[],
): readonly MachineProduct[] {
  const position = all.findIndex((candidate) => candidate.id === product.id);
  return all
    .map((candidate, index) => ({ candidate, distance: Math.abs(index - position) }))
    .filter(
      ({ candidate }) => candidate.id !== product.id && candidate.category === product.category,
    )
    .sort((a, b) => a.distance - b.distance)
    .slice(0, MAX_RELATED)
    .map(({ candidate }) => candidate);
}
