/**
 * Bounds the spec leaves open (§5: "Other bounds … not shown"), the same for the admin form,
 * the server and the CSV import; the figures and why are in docs/decisions.md.
 */
export const PART_LIMITS = {
  nameLength: 200,
  descriptionLength: 5000,
  codeLength: 64,
  maxPrice: 10_000_000,
  maxStock: 1_000_000,
} as const;
