import type { Lang } from '@castall/contracts';
import { splitLangFromPath } from '@castall/contracts/site-paths';

/** The site's languages (spec §1); Portuguese is the base and lives at the root. */
export type SiteLanguage = Lang;

/** `/en` and `/en/...` are English, `/es...` Spanish, anything else Portuguese. */
export function languageOfPath(urlPath: string): SiteLanguage {
  return splitLangFromPath(urlPath).lang;
}
