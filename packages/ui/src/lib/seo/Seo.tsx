import { createContext, useContext } from 'react';
import { splitLangFromPath } from '../../config/paths';
import { useLang, useT } from '../../i18n/lang-context';
import { useSiteLocation } from '../site-location';
import type { PageHead } from './head-tags';
import { organizationJsonLd } from './organization';

/** The prerender (and the server's shop render) passes a collector for the page's head. */
export interface HeadCollector {
  collect(head: PageHead, status: number): void;
}
export const HeadCollectorContext = createContext<HeadCollector | null>(null);

export interface SeoProps {
  title?: string;
  description?: string;
  image?: string;
  noindex?: boolean;
  /** Extra structured data beside the Organization. */
  jsonLd?: readonly object[];
  /** HTTP status of the prerendered page (404 for not-found pages). */
  status?: number;
}

/**
 * Declares a page's head data; renders nothing. The head is written into the prerendered HTML
 * and every move between pages is a page load (issue 12), so in the browser there is nothing to
 * do and the client bundle ships none of the head code.
 */
export function Seo(props: SeoProps) {
  return import.meta.env.SSR ? <CollectHead {...props} /> : null;
}

function CollectHead({ title, description, image, noindex, jsonLd, status = 200 }: SeoProps) {
  const t = useT();
  const lang = useLang();
  const { pathname } = useSiteLocation();
  const collector = useContext(HeadCollectorContext);
  const head: PageHead = {
    lang,
    path: splitLangFromPath(pathname).path,
    title,
    defaultTitle: t('seo.defaultTitle'),
    description: description ?? t('seo.defaultDescription'),
    image,
    noindex,
    jsonLd: [organizationJsonLd(t('seo.organizationDescription')), ...(jsonLd ?? [])],
  };
  // Render-time report to the prerender's own collector, like react-helmet's server mode.
  collector?.collect(head, status);
  return null;
}
