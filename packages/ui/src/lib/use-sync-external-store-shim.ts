/**
 * react-i18next imports `use-sync-external-store/shim`, a polyfill for React < 18. React 19
 * has the hook built in, so the site's bundle takes it from React instead (aliased in
 * vite.config.ts) and ships no polyfill.
 */
export { useSyncExternalStore } from 'react';
