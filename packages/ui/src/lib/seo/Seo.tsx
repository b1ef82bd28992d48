import { createContext, use, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { splitLangFromPath } from '../../config/paths';
import { htmlLang } from '../../i18n/languages';
import { useLang, useT } from '../../i18n/lang-context';
import { applyHeadTags } from './apply-head';
import { buildHeadTags, type PageHead } from './head-tags';
import { organizationJsonLd } from './organization';

/** The prerender passes a collector; in the browser there is none and the head is applied. */
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

/** Declares a page's head data; renders nothing. */
export function Seo({ title, description, image, noindex, jsonLd, status = 200 }: SeoProps) {
  const t = useT();
  const lang = useLang();
  const { pathname } = useLocation();
  const collector = use(HeadCollectorContext);
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
  const serialized = JSON.stringify(head);
  useEffect(() => {
    const current = JSON.parse(serialized) as PageHead;
    applyHeadTags(document, buildHeadTags(current), htmlLang(current.lang));
  }, [serialized]);
  return null;
}
