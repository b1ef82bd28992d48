import { useSyncExternalStore } from 'react';
import { localizePath, paths } from '../../../config/paths';
import { siteConfig } from '../../../config/site';
import type { Lang } from '../../../i18n/languages';

const subscribe = () => () => undefined;
const browserOrigin = () => window.location.origin;
const publicOrigin = () => siteConfig.siteUrl;

/**
 * The thank-you page in the visitor's language, absolute as the form service
 * needs it. The prerendered HTML names the public site; after hydration the
 * page's own origin is used, so a copy served elsewhere (staging, tests)
 * returns to itself.
 */
export function useThanksUrl(lang: Lang): string {
  const origin = useSyncExternalStore(subscribe, browserOrigin, publicOrigin);
  return origin + localizePath(paths.contactThanks, lang);
}
