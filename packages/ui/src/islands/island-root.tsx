import { useState, type ReactNode } from 'react';
import { LangContext, TranslateContext, type Translate } from '../i18n/lang-context';
import type { Lang } from '../i18n/languages';
import { SiteLocationContext, type SiteLocation } from '../lib/site-location';
import { IdPrefixContext } from '../lib/use-id';
import { HydrationTurnsContext } from './use-hydration-turns';
import { HydrationTurns } from './hydration-turns';
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
  const [turns] = useState(() => (onReady ? new HydrationTurns() : null));
  return (
    <LangContext value={env.lang}>
      <TranslateContext value={env.t}>
        <SiteLocationContext value={env.location}>
          <IdPrefixContext value={`${islandId}-`}>
            <HydrationTurnsContext value={turns}>{children}</HydrationTurnsContext>
            {onReady && <Ready onReady={onReady} turns={turns ?? undefined} />}
          </IdPrefixContext>
        </SiteLocationContext>
      </TranslateContext>
    </LangContext>
  );
}
