import { siteConfig } from '../../config/site';
import { alternatePaths, localizePath } from '../../config/paths';
import { FALLBACK_LANG, htmlLang, LANGUAGES, ogLocale, type Lang } from '../../i18n/languages';
import { limitLists } from './limit-lists';

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: Record<string, string>; text: string };

export interface PageHead {
  lang: Lang;
  /** The unprefixed path of the page, e.g. `/about`. */
  path: string;
  /** Page title without the brand; the default title is used when absent. */
  title?: string;
  defaultTitle: string;
  description: string;
  /** Site-relative or absolute image URL; the 1200×630 preview by default. */
  image?: string;
  /** `noindex,nofollow` on request, e.g. admin pages. */
  noindex?: boolean;
  /** Structured-data objects; lists inside are cut to 10 items. */
  jsonLd?: readonly object[];
  siteUrl?: string;
}

/** Title pattern of spec §1: `{title} | brand`. */
export function pageTitle(title: string | undefined, defaultTitle: string): string {
  return `${title ?? defaultTitle} | ${siteConfig.brandName}`;
}

export function absoluteUrl(path: string, siteUrl: string = siteConfig.siteUrl): string {
  return /^https?:\/\//.test(path) ? path : new URL(path, siteUrl).href;
}

/** Every head element a page needs, in one list used by the prerender and the client alike. */
export function buildHeadTags(head: PageHead): HeadTag[] {
  const siteUrl = head.siteUrl ?? siteConfig.siteUrl;
  const title = pageTitle(head.title, head.defaultTitle);
  const canonical = absoluteUrl(localizePath(head.path, head.lang), siteUrl);
  const image = absoluteUrl(head.image ?? siteConfig.ogImage.path, siteUrl);
  const alternates = alternatePaths(head.path);
  const meta = (attrs: Record<string, string>): HeadTag => ({ tag: 'meta', attrs });

  return [
    { tag: 'title', text: title },
    meta({ name: 'description', content: head.description }),
    meta({ name: 'robots', content: head.noindex ? 'noindex,nofollow' : 'index,follow' }),
    meta({ name: 'theme-color', content: siteConfig.themeColor }),
    { tag: 'link', attrs: { rel: 'canonical', href: canonical } },
    ...LANGUAGES.map<HeadTag>((lang) => ({
      tag: 'link',
      attrs: {
        rel: 'alternate',
        hreflang: htmlLang(lang),
        href: absoluteUrl(alternates[lang], siteUrl),
      },
    })),
    {
      tag: 'link',
      attrs: {
        rel: 'alternate',
        hreflang: 'x-default',
        href: absoluteUrl(alternates[FALLBACK_LANG], siteUrl),
      },
    },
    meta({ property: 'og:type', content: 'website' }),
    meta({ property: 'og:site_name', content: siteConfig.brandName }),
    meta({ property: 'og:title', content: title }),
    meta({ property: 'og:description', content: head.description }),
    meta({ property: 'og:url', content: canonical }),
    meta({ property: 'og:image', content: image }),
    meta({ property: 'og:image:width', content: String(siteConfig.ogImage.width) }),
    meta({ property: 'og:image:height', content: String(siteConfig.ogImage.height) }),
    meta({ property: 'og:locale', content: ogLocale(head.lang) }),
    ...LANGUAGES.filter((lang) => lang !== head.lang).map((lang) =>
      meta({ property: 'og:locale:alternate', content: ogLocale(lang) }),
    ),
    meta({ name: 'twitter:card', content: 'summary_large_image' }),
    meta({ name: 'twitter:title', content: title }),
    meta({ name: 'twitter:description', content: head.description }),
    meta({ name: 'twitter:image', content: image }),
    ...(head.jsonLd ?? []).map<HeadTag>((data) => ({
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      text: JSON.stringify(limitLists(data)),
    })),
  ];
}
