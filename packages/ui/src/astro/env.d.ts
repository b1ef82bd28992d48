import type { SiteLocals } from '@castall/contracts';

declare global {
  /** Set by Astro from `site` in astro.config.ts. */
  interface ImportMetaEnv {
    readonly SITE?: string;
  }

  namespace App {
    /** What the Koa server hands a page rendered per request (@castall/contracts, SiteLocals). */
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Astro's declaration merge point
    interface Locals extends SiteLocals {}
  }
}
