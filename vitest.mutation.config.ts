import { readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { selectedGroups } from './scripts/mutation/groups.mjs';
import base from './vitest.config';

// The tests Stryker runs (stryker.config.mjs): only the unit tests of the groups in
// MUTATION_GROUP (all groups when unset), so a group is judged by its own tests in minutes.
const groups = selectedGroups(process.env.MUTATION_GROUP);

// Stryker copies the project into a sandbox, but node_modules/@castall/* still link to the
// original folders: a module imported by package name (the part schema in @castall/contracts)
// would run unmutated and count as "no coverage". Each workspace export is pointed at this
// copy's file instead, from the package's own `exports` map.
const WORKSPACES = ['packages/contracts', 'packages/machines', 'server'];

function workspaceAliases() {
  return WORKSPACES.flatMap((folder) => {
    const manifest = JSON.parse(
      readFileSync(path.join(import.meta.dirname, folder, 'package.json'), 'utf8'),
    ) as { name: string; exports?: Record<string, string> };
    return Object.entries(manifest.exports ?? {})
      .filter(([subpath]) => !subpath.includes('*'))
      .map(([subpath, target]) => ({
        find: new RegExp(`^${manifest.name}${subpath.slice(1).replace(/[/.]/g, '\\$&')}$`),
        replacement: path.join(import.meta.dirname, folder, target),
      }));
  });
}

export default defineConfig({
  resolve: { alias: workspaceAliases() },
  test: {
    ...base.test,
    include: groups.flatMap((group) => group.tests),
    exclude: [...configDefaults.exclude, ...groups.flatMap((group) => group.skip ?? [])],
    setupFiles: groups.flatMap((group) => group.setupFiles ?? []),
  },
});
