import { MACHINE_PRODUCT_IDS } from '@castall/machines/types';
import { paths } from '@castall/contracts/site-paths';

export {
  alternatePaths,
  NAV_ENTRIES,
  isPortugueseOnly,
  isPrefixedPath,
  localizePath,
  paths,
  portugueseOnlyPaths,
  splitLangFromPath,
} from '@castall/contracts/site-paths';

/** Routes prerendered in every language by this build. */
export const prerenderedPaths = [
  paths.home,
  paths.about,
  paths.products,
  ...MACHINE_PRODUCT_IDS.map((id) => paths.product(id)),
  paths.shop,
  paths.downloads,
  paths.services,
  paths.gallery,
  paths.contact,
] as const;

/** Prerendered like the others but noindex and left out of the sitemap. */
export const unlistedPaths = [paths.contactThanks] as const;
