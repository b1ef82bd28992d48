/** The five company values, in display order; texts live in `about.values.items`. */
export const companyValues = [
  'quality',
  'innovation',
  'commitment',
  'excellence',
  'sustainability',
] as const;

/** History milestones (spec §2); texts live in `about.history.items`. */
export const milestones = [
  { year: 2005, key: 'y2005' },
  { year: 2010, key: 'y2010' },
  { year: 2015, key: 'y2015' },
  { year: 2020, key: 'y2020' },
] as const;

/** Key figures beside the introduction (spec §1 marketing facts only). */
export const companyFacts = ['founded', 'experience', 'safety', 'warranty'] as const;
