import { configDefaults, defineConfig } from 'vitest/config';
import { selectedGroups } from './scripts/mutation/groups.mjs';
import base from './vitest.config';

// The tests Stryker runs (stryker.config.mjs): only the unit tests of the groups in
// MUTATION_GROUP (all groups when unset), so a group is judged by its own tests in minutes.
const groups = selectedGroups(process.env.MUTATION_GROUP);

export default defineConfig({
  test: {
    ...base.test,
    include: groups.flatMap((group) => group.tests),
    exclude: [...configDefaults.exclude, ...groups.flatMap((group) => group.skip ?? [])],
    setupFiles: groups.flatMap((group) => group.setupFiles ?? []),
  },
});
