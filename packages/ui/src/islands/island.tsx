import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { useLang } from '../i18n/lang-context';
import type { Lang } from '../i18n/languages';
import type { Namespace } from '../i18n/namespaces';
import { useSiteLocation, type SiteLocation } from '../lib/site-location';

/** One island where it is placed in a page, as the server host receives it. */
export interface IslandPlacement {
  /** The base name of the island's file, `<name>.island.tsx`. */
  name: string;
  namespaces: readonly Namespace[];
  // The host only renders it with the props it was given.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Component: ComponentType<any>;
  props: object;
  lang: Lang;
  location: SiteLocation;
}

/** The server's render of public pages: each island becomes its own root (server-host.tsx). */
export interface IslandHost {
  render(placement: IslandPlacement): ReactNode;
}

/** Set by the server for public pages; absent in the browser's full app (the admin). */
export const IslandHostContext = createContext<IslandHost | null>(null);

export interface IslandOptions {
  /** The text namespaces the island's components use; the page embeds them for it. */
  namespaces: readonly Namespace[];
}

/**
 * Marks an interactive part of a page as an island (issue 12): on a public page the server
 * renders it as its own root, and the browser loads its chunk (islands/registry.ts) and
 * hydrates that root alone; `name` is its file's, `<name>.island.tsx`, whose default export is
 * the value this returns; the static rest of the page ships no component code. Its props
 * travel as JSON, so they must be plain data. In the full app (the admin's pages) it renders in
 * place.
 */
export function island<P extends object>(
  name: string,
  Component: ComponentType<P>,
  { namespaces }: IslandOptions,
): ComponentType<P> {
  function Island(props: P) {
    const host = useContext(IslandHostContext);
    const lang = useLang();
    const location = useSiteLocation();
    if (!host) return <Component {...props} />;
    return host.render({ name, namespaces, Component, props, lang, location });
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
