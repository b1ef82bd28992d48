// Which code may import which (issue 13), after bulletproof-react's import zones: packages meet
// only through their names and `exports` maps; inside the UI, shared layers never reach into
// features or the app shell, and features meet only through a feature's public `index.ts`.
// Tested by scripts/lint/boundaries.test.ts, which lints deliberately wrong imports.
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const UI = 'packages/ui/src';
// Every folder of features/ is a feature: a new one is checked without being listed here.
const FEATURES = readdirSync(new URL(`../${UI}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
// Layers every feature may use; they in turn know nothing of features or the app shell.
const SHARED_LAYERS = ['boot', 'components', 'config', 'i18n', 'islands', 'lib', 'styles'];

// A relative path climbing out of its package into another's folder: `../../server/src/x`.
const CROSS_PACKAGE = {
  regex: '^(\\.\\./)+(packages|server|electron)(/|$)',
  message:
    "Import another package by its name and `exports` map (e.g. '@castall/contracts'), not by a relative path into its folder.",
};
const INTO_SRC = {
  regex: '^(\\.\\./)+[\\w-]+/src(/|$)',
  message: "Import another package by its name and `exports` map, not by a path into its 'src'.",
};

const featureZones = FEATURES.map((feature) => ({
  target: `./${UI}/features/${feature}`,
  from: `./${UI}/features`,
  except: [
    `./${feature}`,
    ...FEATURES.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
  ],
  message: 'Features meet only through a feature’s public index.ts.',
}));

const layerZones = [
  {
    target: SHARED_LAYERS.map((layer) => `./${UI}/${layer}`),
    from: [`./${UI}/features`, `./${UI}/app`],
    message: 'Shared layers must not import features or the app shell.',
  },
  {
    target: `./${UI}/features`,
    from: `./${UI}/app`,
    message: 'Features must not import the app shell (the route table imports them).',
  },
  {
    target: ['./packages/contracts', './packages/machines'],
    from: ['./packages/ui', './server', './electron'],
    message:
      'Contracts and the machine catalogue are below the UI, the server and the desktop app.',
  },
];

// Each island is its own Preact root and Preact numbers ids per root (issue 12).
const RUNTIME_USE_ID = {
  name: 'react',
  importNames: ['useId'],
  message: "Use useId from 'lib/use-id': it prefixes the island's id, so ids stay unique.",
};

export const boundaries = [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [CROSS_PACKAGE, INTO_SRC] }],
    },
  },
  {
    // The web build's islands (the desktop app renders with React DOM, one root).
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [CROSS_PACKAGE, INTO_SRC], paths: [RUNTIME_USE_ID] },
      ],
    },
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'server/src/**/*.ts', 'electron/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
];
