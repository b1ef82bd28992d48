import { siteConfig } from '@castall/contracts/company';
import { localizePath } from '@castall/contracts/site-paths';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { htmlLang, type Lang } from '../i18n/languages';
import type { Namespace } from '../i18n/namespaces';
import type { Translate } from '../i18n/lang-context';
import { createTranslate } from '../i18n/translate';
import { IslandRoot } from '../islands/island-root';
import { failOnServerError } from '../islands/server-host';
import { buildHeadTags, type PageHead } from '../lib/seo/head-tags';
import { renderHeadTags } from '../lib/seo/render-head';
import { HeadCollectorContext, type HeadCollector } from '../lib/seo/Seo';
import type { PageData } from '../lib/lazy-page';
import type { SiteLocation } from '../lib/site-location';
import type { AstroEnvironment } from './environment';
import { pageTexts, someTexts } from './page-texts';

/**
 * A slot a page fills once per item of a list (a download button per machine): the page's prop
 * is a function of the item's key, and the page file places one island per key, in `keys` order.
 */
export interface KeyedSlot<Name extends string> {
  name: Name;
  keys: readonly string[];
}

/** The props a page takes its islands by: one island per slot, one per key of a keyed slot. */
export type SlotProps<Slot extends string, Keyed extends string = never> = Partial<
  Record<Slot, ReactNode>
> &
  Partial<Record<Keyed, (key: string) => ReactNode>>;

export interface PageRequest<
  Slot extends string,
  Props extends object = object,
  Keyed extends string = never,
> {
  lang: Lang;
  /** The page's unprefixed path, from the route table (`paths.about`). */
  path: string;
  /**
   * The address's query (`?q=…`) of a page rendered per request for it (the shop): its links,
   * such as the language flags, lead to the same view.
   */
  search?: string;
  /** The page's component; it declares its head with `<Seo>` (lib/seo/Seo.tsx). */
  Page: ComponentType<Props & SlotProps<Slot, Keyed>>;
  /** The page's own props besides its islands (a machine's id). */
  props?: Props;
  /** The texts the page shows beside the layout's. */
  namespaces: readonly Namespace[];
  /**
   * The page's props that take an island (`slider`…), in the order they appear in its HTML: the
   * page file places each island there (`parts` are the HTML before, between and after them).
   * A keyed slot stands for one slot per key, in order.
   */
  slots?: readonly (Slot | KeyedSlot<Keyed>)[];
  /** Data the page renders from besides its texts (the machine catalogue's), loaded first. */
  data?: PageData;
  /**
   * The origin of canonical and hreflang addresses, when the server's (its SITE_URL at run time)
   * differs from the build's: a page rendered per request.
   */
  siteUrl?: string;
}

export interface RenderedPage {
  lang: Lang;
  htmlLang: string;
  /** The head tags the page declared (title, description, canonical, hreflang, JSON-LD). */
  head: string;
  /** The page's static HTML, cut where its islands go: one part more than its slots' marks. */
  parts: string[];
  t: Translate;
  /** What an island placed on this page is given: `id` unique on the page, its namespaces. */
  environment(id: string, namespaces?: readonly Namespace[]): AstroEnvironment;
}

/** The site's address, from astro.config.ts (`SITE_URL` at build time). */
const buildSiteUrl = (import.meta.env.SITE ?? siteConfig.siteUrl).replace(/\/$/, '');

/** Where a slot's island goes in the static HTML, as rendered and as `cutAtSlots` finds it. */
const SlotMark = ({ slot }: { slot: string }) => <i data-astro-slot={slot} />;
const slotMark = (slot: string) => renderToString(<SlotMark slot={slot} />);
/** The mark of one key of a keyed slot (`download:cast-all-250`). */
const keyedMark = (name: string, key: string) => `${name}:${key}`;

/** Every mark the page must render, in order: a slot's, or one per key of a keyed slot. */
function marksInOrder(slots: readonly (string | KeyedSlot<string>)[]): string[] {
  return slots.flatMap((slot) =>
    typeof slot === 'string' ? [slot] : slot.keys.map((key) => keyedMark(slot.name, key)),
  );
}

/**
 * Renders a page's static body (issue 39): its component to HTML, with a mark where each of
 * its islands goes, and the head it declares on the way, so the page keeps declaring its own
 * head and the layout writes it before the body. Texts missing fail the build.
 */
export async function renderPage<
  Slot extends string,
  Props extends object = object,
  Keyed extends string = never,
>({
  lang,
  path,
  search = '',
  Page,
  namespaces,
  slots = [],
  data,
  props,
  siteUrl = buildSiteUrl,
}: PageRequest<Slot, Props, Keyed>): Promise<RenderedPage> {
  const [texts] = await Promise.all([pageTexts(lang, namespaces), data?.load(lang)]);
  const location: SiteLocation = { pathname: localizePath(path, lang), search };
  const t = createTranslate(texts, { strict: true });
  let collected: PageHead | undefined;
  const collector: HeadCollector = { collect: (head) => (collected = head) };
  const marks = Object.fromEntries(
    slots.map((slot) =>
      typeof slot === 'string'
        ? [slot, <SlotMark slot={slot} key={slot} />]
        : [slot.name, (key: string) => <SlotMark slot={keyedMark(slot.name, key)} key={key} />],
    ),
  ) as SlotProps<Slot, Keyed>;
  const html = renderToString(
    <HeadCollectorContext value={collector}>
      <IslandRoot env={{ lang, location, t }} islandId="page">
        <Page {...(props as Props)} {...marks} />
      </IslandRoot>
    </HeadCollectorContext>,
  );
  failOnServerError(html, location.pathname);
  if (!collected) throw new Error(`The page at ${location.pathname} declared no <Seo>`);
  return {
    lang,
    htmlLang: htmlLang(lang),
    head: renderHeadTags(buildHeadTags({ ...collected, siteUrl: siteUrl.replace(/\/$/, '') })),
    parts: cutAtSlots(html, marksInOrder(slots), location.pathname),
    t,
    environment: (id, shown = []) => ({
      lang,
      location,
      id,
      texts: someTexts(texts, ['common', ...shown]),
    }),
  };
}

/** The HTML before, between and after the slots' marks, each mark present once and in order. */
export function cutAtSlots(html: string, slots: readonly string[], what: string): string[] {
  const parts: string[] = [];
  let rest = html;
  for (const slot of slots) {
    const [before, after, ...more] = rest.split(slotMark(slot));
    if (after === undefined || more.length > 0 || before === undefined) {
      throw new Error(`${what}: the island slot "${slot}" must be rendered exactly once, in order`);
    }
    parts.push(before);
    rest = after;
  }
  parts.push(rest);
  return parts;
}
