import { scriptSafeJson } from '@castall/contracts';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Lang } from '../i18n/languages';
import type { Namespace } from '../i18n/namespaces';
import { createTranslate, type TextTree } from '../i18n/translate';
import type { IslandHost, IslandPlacement } from './island';
import { ISLAND_TEXTS_ID } from './island-markup';
import { IslandRoot } from './island-root';

export interface ServerIslandHost extends IslandHost {
  /** The names of the islands rendered so far, once each. */
  islands(): string[];
  /** The `<script type="application/json">` with the texts of the islands rendered so far. */
  textsScript(): string;
}

/**
 * React answers a render error inside a Suspense boundary by leaving that part to the browser
 * (`<!--$!-->` and a template with the message). A page must never ship like that: fail the
 * prerender (or the server's render) with the message instead. (The web build renders with
 * Preact, which throws the error itself; the check stays for React, which the tests render with.)
 */
export function failOnServerError(html: string, what: string): void {
  if (!html.includes('<!--$!-->')) return;
  const message = /data-msg="([^"]*)"/.exec(html)?.[1] ?? 'unknown error';
  throw new Error(`Rendering ${what} failed on the server: ${message}`);
}

/**
 * Renders each island of one page as its own root, with the same providers and the same
 * id prefix the browser hydrates it with (islands/hydrate-islands.tsx), and collects the texts
 * they use. `texts` gives a language's namespaces; `wrap` adds the page's server-only context
 * (the shop's first page).
 */
export function createServerIslandHost(
  texts: (lang: Lang, namespaces: readonly Namespace[]) => TextTree,
  wrap: (node: ReactNode) => ReactNode = (node) => node,
): ServerIslandHost {
  const used = new Set<Namespace>();
  const placed = new Set<string>();
  let pageLang: Lang | undefined;
  let count = 0;
  return {
    render({ name, namespaces, Component, props, lang, location }: IslandPlacement) {
      // The layout's texts are on every page (the header is an island): every island has them.
      const own: Namespace[] = ['common', ...namespaces];
      for (const namespace of own) used.add(namespace);
      pageLang = lang;
      placed.add(name);
      const id = `i${count++}`;
      const env = { lang, location, t: createTranslate(texts(lang, own), { strict: true }) };
      const html = renderToString(
        wrap(
          <IslandRoot env={env} islandId={id}>
            <Component {...props} />
          </IslandRoot>,
        ),
      );
      failOnServerError(html, name);
      const json = Object.keys(props).length > 0 ? JSON.stringify(props) : undefined;
      return (
        <div
          className="island"
          data-island={name}
          data-island-id={id}
          data-island-props={json}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      );
    },
    islands: () => [...placed],
    textsScript() {
      if (pageLang === undefined) return '';
      const json = scriptSafeJson(JSON.stringify(texts(pageLang, [...used])));
      return `<script type="application/json" id="${ISLAND_TEXTS_ID}">${json}</script>`;
    },
  };
}
