import { hydrateRoot } from 'react-dom/client';
import { PAGE_READY_EVENT } from '../boot/page-events';
import type { Lang } from '../i18n/languages';
import { createTranslate, type TextTree } from '../i18n/translate';
import {
  HYDRATED_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_TEXTS_ID,
} from './island-markup';
import { IslandRoot, type IslandEnvironment } from './island-root';
import { loadIsland } from './registry';
import { nextTask } from '../lib/next-task';

function readJson(text: string | null | undefined): unknown {
  return text ? JSON.parse(text) : {};
}

/**
 * Hydrates each island of the page as its own root, each from its own chunk, and tells the
 * boot script once all of them are live (it then replays what the visitor did meanwhile).
 */
export async function hydrateIslands(lang: Lang): Promise<void> {
  const hosts = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  const texts = readJson(document.getElementById(ISLAND_TEXTS_ID)?.textContent) as TextTree;
  const env: IslandEnvironment = {
    lang,
    t: createTranslate(texts),
    location: { pathname: window.location.pathname, search: window.location.search },
  };
  let waiting = hosts.length;
  const announce = () => window.dispatchEvent(new Event(PAGE_READY_EVENT));
  if (waiting === 0) announce();
  await Promise.all(
    hosts.map(async (host) => {
      const { default: Component, prepare } = await loadIsland(
        host.getAttribute(ISLAND_ATTRIBUTE) ?? '',
      );
      await prepare?.(lang);
      const props = readJson(host.getAttribute(ISLAND_PROPS_ATTRIBUTE)) as object;
      const onReady = () => {
        host.setAttribute(HYDRATED_ATTRIBUTE, '');
        waiting -= 1;
        if (waiting === 0) announce();
      };
      // Each island in a task of its own, so a slow phone's main thread is never blocked for
      // long (TBT, issue 12) and a tap between two islands is handled.
      await nextTask();
      hydrateRoot(
        host,
        <IslandRoot
          env={env}
          islandId={host.getAttribute(ISLAND_ID_ATTRIBUTE) ?? ''}
          onReady={onReady}
        >
          <Component {...props} />
        </IslandRoot>,
      );
    }),
  );
}
