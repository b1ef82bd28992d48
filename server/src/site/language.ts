import type { Lang } from '@castall/contracts';

/** The site's languages (spec §1); Portuguese is the base and lives at the root. */
export type SiteLanguage = Lang;

/** `/en` and `/en/...` are English, `/es...` Spanish, anything else Portuguese. */
export function languageOfPath(urlPath: string): SiteLanguage {
  const prefix = /^\/(en|es)(?:\/|$)/.exec(urlPath)?.[1];
  return prefix === 'en' || prefix === 'es' ? prefix : 'pt';
}
