/** Vite puts a content hash in every file name under assets/, so those never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages keep stable URLs and point at new bundles after each build: always revalidate. */
const REVALIDATE = 'no-cache';
/** Images, video, PDFs, robots.txt, the pages' sitemap: unhashed but rarely edited; a day is fine. */
const ONE_DAY = 'public, max-age=86400';

/** Cache-Control for a site file given its path relative to the site root. */
export function cacheControlFor(file: string): string {
  if (file.startsWith('assets/')) return IMMUTABLE;
  if (file.endsWith('.html')) return REVALIDATE;
  return ONE_DAY;
}
