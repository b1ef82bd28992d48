/** Types for groups.mjs, which vitest.mutation.config.ts imports. */
export interface MutationGroup {
  /** Modules Stryker mutates (globs). */
  mutate: string[];
  /** Test files run for the group (globs). */
  tests: string[];
  /** Test files left out although `tests` matches them: too slow to run once per mutant. */
  skip?: string[];
  /** Vitest setup files for the group's tests (e.g. a cheaper scrypt). */
  setupFiles?: string[];
}
export const MUTATION_GROUPS: Record<string, MutationGroup>;
export function selectedGroups(names: string | undefined): MutationGroup[];
