import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteLocals } from '@castall/contracts';
import type { Logger } from '../../logger';

/**
 * The request handler `@astrojs/node` builds in middleware mode (dist/astro/server/entry.mjs):
 * it renders the page of an on-demand route and writes the whole response, or calls `next`
 * and writes nothing when no such route matches.
 */
export type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
  locals: SiteLocals,
) => Promise<void>;

/** The file of the adapter's build in the server-render folder (`SSR_DIR`). */
export const ASTRO_SERVER_ENTRY = 'entry.mjs';

export interface LoadedAstro {
  handler: AstroHandler;
  /** Changes with each build: part of the pages' ETags, so a new build is never a 304. */
  buildStamp: string;
}

/** Imports the adapter's build (at run time: the server's own bundle holds no Astro). */
export async function loadAstro(serverDir: string): Promise<LoadedAstro> {
  const file = path.join(serverDir, ASTRO_SERVER_ENTRY);
  const { mtimeMs } = await stat(file);
  const module = (await import(pathToFileURL(file).href)) as { handler?: unknown };
  if (typeof module.handler !== 'function') throw new Error(`${file} exports no handler`);
  return { handler: module.handler as AstroHandler, buildStamp: Math.round(mtimeMs).toString(36) };
}

/**
 * The build, loaded on the first request that needs it and kept; undefined (logged once) when
 * there is none, and the shop and part pages fall through to the static site.
 */
export function lazyAstro(
  serverDir: string,
  logger: Logger,
): () => Promise<LoadedAstro | undefined> {
  let loaded: Promise<LoadedAstro | undefined> | undefined;
  return () =>
    (loaded ??= loadAstro(serverDir).catch((err: unknown) => {
      logger.error(
        'The shop and part pages are not rendered: the Astro build could not be loaded',
        err,
      );
      return undefined;
    }));
}
