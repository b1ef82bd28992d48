import { Suspense, type ComponentType, type ReactNode } from 'react';
import { PAGE_READY_EVENT } from '../boot/page-events';
import type { Lang } from '../i18n/languages';
import { createTranslate, type TextTree } from '../i18n/translate';
import {
  HYDRATED_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
} from '../islands/island-markup';
import { IslandRoot } from '../islands/island-root';
import { runEffectsAsReactDoes } from '../lib/effect-scheduling';
import type { PageData } from '../lib/lazy-page';
import type { SiteLocation } from '../lib/site-location';

/**
 * What a component placed by an Astro page reads from context, as plain data: Astro gives it to
 * an island as a prop and sends it to the browser as JSON (issue 39).
 */
export interface AstroEnvironment {
  lang: Lang;
  /** The namespaces of texts the component shows. */
  texts: TextTree;
  location: SiteLocation;
  /** Unique on the page (`i0`, `i1`…): it prefixes the component's ids. */
  id: string;
}

// Every island imports this module: effects run as React's do before any of them renders.
if (!import.meta.env.SSR) runEffectsAsReactDoes();

/** Marks the host of an island hydrated, and says so once every island on the page is. */
function announceHydrated(id: string): void {
  const host = document.querySelector(`[${ISLAND_ID_ATTRIBUTE}="${id}"]`);
  host?.setAttribute(HYDRATED_ATTRIBUTE, '');
  if (document.querySelector(`[${ISLAND_ATTRIBUTE}]:not([${HYDRATED_ATTRIBUTE}])`)) return;
  // The boot script replays what the visitor did before this (boot/early-input.ts).
  window.dispatchEvent(new Event(PAGE_READY_EVENT));
}

/**
 * A component an Astro page hydrates (`client:idle`…): inside the providers it reads and inside
 * the `.island` host the site's styles and the tests know (islands/island-markup.ts), which it
 * marks hydrated once its handlers are live.
 */
export function astroIsland<P extends object>(
  name: string,
  Component: ComponentType<P>,
  { data }: { data?: PageData } = {},
): ComponentType<P & { env: AstroEnvironment }> {
  function Island({ env, ...props }: P & { env: AstroEnvironment }) {
    const onReady = import.meta.env.SSR ? undefined : () => announceHydrated(env.id);
    return (
      <div className="island" data-island={name} data-island-id={env.id}>
        {/* The root inside the data's gate: the island is announced ready only once hydrated. */}
        <Suspense fallback={null}>
          <WithData data={data} lang={env.lang}>
            <IslandRoot env={islandEnvironment(env)} islandId={env.id} onReady={onReady}>
              <Component {...(props as P)} />
            </IslandRoot>
          </WithData>
        </Suspense>
      </div>
    );
  }
  Island.displayName = `AstroIsland(${name})`;
  return Island;
}

/** A component an Astro page renders to HTML only, inside the providers it reads. */
export function staticPart<P extends object>(
  Component: ComponentType<P>,
): ComponentType<P & { env: AstroEnvironment }> {
  function Static({ env, ...props }: P & { env: AstroEnvironment }) {
    return (
      <IslandRoot env={islandEnvironment(env)} islandId={env.id}>
        <Component {...(props as P)} />
      </IslandRoot>
    );
  }
  Static.displayName = `Static(${Component.displayName ?? Component.name})`;
  return Static;
}

/**
 * Renders its children once the island's data of the language is loaded: until then it
 * suspends, and Preact keeps the server's HTML as it is and hydrates it once the data is there
 * (the page's render loaded it on the server already).
 */
function WithData({ data, lang, children }: { data?: PageData; lang: Lang; children: ReactNode }) {
  if (data && !data.isLoaded(lang)) throw data.load(lang);
  return children;
}

function islandEnvironment(env: AstroEnvironment) {
  // On the server a missing text fails the build rather than ship a raw key.
  const t = createTranslate(env.texts, { strict: import.meta.env.SSR });
  return { lang: env.lang, location: env.location, t };
}
