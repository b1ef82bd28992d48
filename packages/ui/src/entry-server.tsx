import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Providers } from './app/providers';
import { pageForPath } from './app/site-routes';
import { SiteApp } from './app/SiteApp';
import { splitLangFromPath } from './config/paths';
import { createTextStore } from './i18n/i18n';
import { ALL_NAMESPACES } from './i18n/namespaces';
import { htmlLang, LANGUAGES } from './i18n/languages';
import { buildHeadTags, type PageHead } from './lib/seo/head-tags';
import { renderHeadTags } from './lib/seo/render-head';
import { HeadCollectorContext, type HeadCollector } from './lib/seo/Seo';
import { IslandHostContext } from './islands/island';
import { createServerIslandHost, failOnServerError } from './islands/server-host';
import type { Lang } from './i18n/languages';
import type { Namespace } from './i18n/namespaces';
import type { TextTree } from './i18n/translate';

export { localizePath, paths, prerenderedPaths, unlistedPaths } from './config/paths';
export { LANGUAGES } from './i18n/languages';
export { htmlLang };

export interface RenderedPage {
  html: string;
  head: string;
  htmlLang: string;
  status: number;
  /** The names of the islands the page places (the prerender preloads their chunks). */
  islands: string[];
  /** The page's module as Vite's manifest names it (the prerender inlines its styles). */
  pageModule: string;
}

/** A missing key makes the build fail rather than ship a raw key. */
const texts = createTextStore({ strict: true });

export type RenderedBody = Pick<RenderedPage, 'html' | 'islands' | 'pageModule'>;

/** Prerenders one URL to HTML, its head tags and its HTTP status. */
export async function render(url: string, siteUrl?: string): Promise<RenderedPage> {
  let collected: { head: PageHead; status: number } | undefined;
  const collector: HeadCollector = { collect: (head, status) => (collected = { head, status }) };
  const { html, islands, pageModule } = await renderHtml(url, collector);
  if (!collected) throw new Error(`The page at ${url} declared no <Seo>`);
  return {
    html,
    islands,
    pageModule,
    head: renderHeadTags(buildHeadTags({ ...collected.head, siteUrl })),
    htmlLang: htmlLang(collected.head.lang),
    status: collected.status,
  };
}

/**
 * Prerenders the body of a Portuguese-only page (the admin's): it has no other language to name
 * in hreflang and no <Seo>, so the prerender writes its head (title, noindex) itself.
 */
export function renderBody(url: string): Promise<RenderedBody> {
  return renderHtml(url, null);
}

async function renderHtml(url: string, collector: HeadCollector | null): Promise<RenderedBody> {
  const { path } = splitLangFromPath(new URL(url, 'http://localhost').pathname);
  await Promise.all([
    ...LANGUAGES.map((l) => texts.ensure(l, ALL_NAMESPACES)),
    ...LANGUAGES.map((l) => pageForPath(path).prepare(texts, l)),
    pageForPath(path).preload(),
  ]);
  // The admin's pages hydrate as one app (with its login in the site's layout); every public
  // page is static HTML with islands.
  const host = ADMIN_PATH.test(path) ? null : createServerIslandHost(textsOf);
  const html = renderToString(
    <Providers texts={texts}>
      <HeadCollectorContext value={collector}>
        <IslandHostContext value={host}>
          <StaticRouter location={url}>
            <SiteApp />
          </StaticRouter>
        </IslandHostContext>
      </HeadCollectorContext>
    </Providers>,
  );
  failOnServerError(html, url);
  return {
    html: html + (host?.textsScript() ?? ''),
    islands: host?.islands() ?? [],
    pageModule: pageForPath(path).module,
  };
}

const ADMIN_PATH = /^\/admin(\/|$)/;

/** Some namespaces of a language's texts, as an island's texts. */
function textsOf(lang: Lang, namespaces: readonly Namespace[]): TextTree {
  return Object.fromEntries(
    namespaces.map((namespace) => [namespace, texts.texts(lang)[namespace] as TextTree]),
  );
}
