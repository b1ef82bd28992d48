import type { Context, Middleware, Next } from 'koa';
import { sendSerialized } from '../../http/send-serialized';
import { serializedCache } from '../../parts/serialized-cache';
import type { PartRepository } from '../../store/types';
import type { PartDirectory } from '../part/part-directory';
import { partsSitemapXml, sitemapIndexXml } from './parts-sitemaps';

const INDEX_PATH = '/sitemap.xml';
const PARTS_PATH = /^\/sitemap-parts-([1-9]\d{0,5})\.xml$/;

export interface SitemapsOptions {
  parts: PartRepository;
  siteUrl: string;
  directoryAt: (revision: string) => Promise<PartDirectory>;
}

/**
 * Answers /sitemap.xml (the index) and /sitemap-parts-N.xml from the store (issue 15), made once
 * per catalogue revision and sent compressed with an ETag; a number past the last parts
 * sitemap goes on to the 404 page.
 */
export function sitemaps({ parts, siteUrl, directoryAt }: SitemapsOptions): Middleware {
  const made = serializedCache(
    async ({ revision, n }: { revision: string; n: number }) => {
      const directory = await directoryAt(revision);
      return n === 0 ? sitemapIndexXml(siteUrl, directory) : partsSitemapXml(siteUrl, directory, n);
    },
    { maxEntries: 20, bytesOf: (xml: string | undefined) => Buffer.from(xml ?? '') },
  );

  return async function serveSitemap(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const partsMatch = PARTS_PATH.exec(ctx.path);
    if (ctx.path !== INDEX_PATH && partsMatch === null) return next();
    const n = partsMatch === null ? 0 : Number(partsMatch[1]);
    const revision = await parts.revision();
    const body = await made(revision, { revision, n });
    if ((await body.encoded('identity')).length === 0) return next();
    await sendSerialized(ctx, body, 'application/xml; charset=utf-8');
  };
}
