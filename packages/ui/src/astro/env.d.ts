/** Set by Astro from `site` in astro.config.ts. */
interface ImportMetaEnv {
  readonly SITE?: string;
}
