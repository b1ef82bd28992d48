import type { ReactNode } from 'react';
import { LangContext, TranslateContext, type Translate } from '../i18n/lang-context';
import type { Lang } from '../i18n/languages';
import { SiteLocationContext, type SiteLocation } from '../lib/site-location';
import { IdPrefixContext } from '../lib/use-id';
import { Ready } from './ready';

/** What an island's components read from context, the same on the server and in the browser. */
export interface IslandEnvironment {
  lang: Lang;
  t: Translate;
  location: SiteLocation;
}

/**
 * The providers around one island. The server renders each island inside it into its own
 * HTML and the browser hydrates it inside the same tree, so both produce the same markup.
 */
export function IslandRoot({
  env,
  islandId,
  onReady,
  children,
}: {
  env: IslandEnvironment;
  /** The island's `data-island-id` (`i0`, `i1`…), which prefixes its ids. */
  islandId: string;
  /** Called once the island is hydrated (browser only). */
  onReady?: () => void;
  children: ReactNode;
}) {
  return (
    <LangContext value={env.lang}>
      <TranslateContext value={env.t}>
        <SiteLocationContext value={env.location}>
          <IdPrefixContext value={`${islandId}-`}>
            {children}
            {onReady && <Ready onReady={onReady} />}
          </IdPrefixContext>
        </SiteLocationContext>
      </TranslateContext>
    </LangContext>
  );
}
