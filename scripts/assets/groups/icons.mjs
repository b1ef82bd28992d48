// Raster copies of the header's and footer's small pictures (logo, flags, badges).
import fs from 'node:fs';
import path from 'node:path';

/**
 * The SVGs drawn by the brand and vector groups, each with the CSS size the page shows it at.
 * Keep in step with packages/ui/src/components/media/raster-icons.ts.
 */
export const ICONS = [
  { svg: 'images/logo.svg', width: 180 },
  { svg: 'images/logo-light.svg', width: 180 },
  { svg: 'images/flags/br.svg', width: 28 },
  { svg: 'images/flags/us.svg', width: 28 },
  { svg: 'images/flags/es.svg', width: 28 },
  { svg: 'images/badges/made-in-brazil.svg', width: 40 },
  { svg: 'images/badges/financing.svg', width: 40 },
];
const SCALES = [2, 3];

/**
 * A browser draws each SVG `<img>` as a small document of its own, on the main thread: the
 * header's four cost about 90 ms of a cold page's main thread on the build machine, ×4 on
 * Lighthouse's simulated phone (issue 12). Raster copies decode off the main thread. Lossless
 * WebP at 2× and 3× the CSS size stays sharp on phones' screens.
 */
export async function icons(out) {
  for (const { svg, width } of ICONS) {
    const source = fs.readFileSync(path.join(out.pub, svg));
    for (const scale of SCALES) {
      const rel = svg.replace(/\.svg$/, `-${width * scale}.webp`);
      const pipeline = out.sharp(source, { density: 72 * 8 }).resize({ width: width * scale });
      await out.save(rel, pipeline.webp({ lossless: true, effort: 6 }), 12 * 1024);
    }
  }
}
