import { useEffect, type ReactNode } from 'react';
import { LangContext, TranslateContext, type Translate } from '../i18n/lang-context';
import type { Lang } from '../i18n/languages';
import { SiteLocationContext, type SiteLocation } from '../lib/site-location';

/** What an island's components read from context, the same on the server and in the browser. */
export interface IslandEnvironment {
  lang: Lang;
  t: Translate;
  location: SiteLocation;
}

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/**
 * The providers around one island. The server renders each island inside it into its own
 * HTML and the browser hydrates it inside the same tree, so both produce the same markup.
 */
export function IslandRoot({
  env,
  onReady,
  children,
}: {
  env: IslandEnvironment;
  /** Called once the island is hydrated (browser only). */
  onReady?: () => void;
  children: ReactNode;
}) {
  return (
    <LangContext value={env.lang}>
      <TranslateContext value={env.t}>
        <SiteLocationContext value={env.location}>
          {children}
          {onReady && <Ready onReady={onReady} />}
        </SiteLocationContext>
      </TranslateContext>
    </LangContext>
  );
}
