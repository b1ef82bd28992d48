import type { ComponentType } from 'react';
import type { Lang } from '../i18n/languages';
import { ISLAND_FILE_SUFFIX } from './island-markup';

/** What an island's file exports. */
export interface IslandModule {
  // Props come from the page's JSON, written by the server from the same component's props.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  default: ComponentType<any>;
  /** Data the island renders from, loaded before it hydrates (the machine catalogue). */
  prepare?: (lang: Lang) => Promise<void>;
}

/** Every island's file, each its own chunk, loaded only on the pages that place it. */
const modules = import.meta.glob<IslandModule>('../**/*.island.tsx');

const byName = new Map(
  Object.entries(modules).map(([file, load]) => [
    file.slice(file.lastIndexOf('/') + 1, -ISLAND_FILE_SUFFIX.length),
    load,
  ]),
);

/** Loads the island called `name` (the base name of its file). */
export function loadIsland(name: string): Promise<IslandModule> {
  const load = byName.get(name);
  if (!load) return Promise.reject(new Error(`No island file ${name}${ISLAND_FILE_SUFFIX}`));
  return load();
}
