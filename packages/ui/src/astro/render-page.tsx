import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { htmlLang } from '../i18n/languages';
import { IslandRoot } from '../islands/island-root';
import { failOnServerError } from '../islands/server-host';
import { createTranslate } from '../i18n/translate';
import { buildHeadTags, type PageHead } from '../lib/seo/head-tags';
import { renderHeadTags } from '../lib/seo/render-head';
import { HeadCollectorContext, type HeadCollector } from '../lib/seo/Seo';
import type { AstroEnvironment } from './environment';

export interface RenderedPageBody {
  /** The page's static HTML, for `<main>`. */
  html: string;
  /** Its head tags (title, description, canonical, hreflang, JSON-LD) as HTML. */
  head: string;
  htmlLang: string;
  status: number;
}

/**
 * Renders the static body of a page component to HTML, collecting the head its `<Seo>` declares
 * on the way: the page keeps declaring its own head, and the layout writes it before the body.
 */
export function renderPageBody(
  Page: ComponentType,
  env: AstroEnvironment,
  siteUrl: string,
): RenderedPageBody {
  let collected: { head: PageHead; status: number } | undefined;
  const collector: HeadCollector = { collect: (head, status) => (collected = { head, status }) };
  const t = createTranslate(env.texts, { strict: true });
  const html = renderToString(
    <HeadCollectorContext value={collector}>
      <IslandRoot env={{ lang: env.lang, location: env.location, t }} islandId={env.id}>
        <Page />
      </IslandRoot>
    </HeadCollectorContext>,
  );
  failOnServerError(html, env.location.pathname);
  if (!collected) throw new Error(`The page at ${env.location.pathname} declared no <Seo>`);
  return {
    html,
    head: renderHeadTags(buildHeadTags({ ...collected.head, siteUrl })),
    htmlLang: htmlLang(collected.head.lang),
    status: collected.status,
  };
}
