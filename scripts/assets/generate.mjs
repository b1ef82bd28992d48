#!/usr/bin/env node
// Generates every static image, icon and the hero video under public/.
//
// One-time setup (outside the repository, the generator is not a project
// dependency):
//   mkdir -p /tmp/assetgen && cd /tmp/assetgen && npm init -y && npm install sharp@0.34 opentype.js@1
//   apt-get install -y ffmpeg fonts-liberation
//
// Run from the repository root:
//   node scripts/assets/generate.mjs                 # everything
//   node scripts/assets/generate.mjs brand products  # only some groups
//   ASSETGEN_DIR=/path/with/node_modules node scripts/assets/generate.mjs
//
// Groups: brand, og, hero, video, products, services, about, badges, flags,
// icons, gallery, folders. All artwork is drawn procedurally (SVG rendered by sharp,
// video frames piped to ffmpeg) and is deterministic.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initText } from './lib/svg.mjs';
import { brand } from './groups/brand.mjs';
import { og } from './groups/og.mjs';
import { hero } from './groups/hero.mjs';
import { video } from './groups/video.mjs';
import { products } from './groups/products.mjs';
import { services, gallery, about } from './groups/scenes.mjs';
import { badges, flags } from './groups/vector.mjs';
import { icons } from './groups/icons.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const pub = path.join(root, 'public');
const depsDir = process.env.ASSETGEN_DIR ?? '/tmp/assetgen';
const require = createRequire(path.join(depsDir, 'package.json'));
let sharp;
try {
  sharp = require('sharp');
  initText(require('opentype.js'));
} catch {
  console.error(
    `sharp and opentype.js not found in ${depsDir}; see the setup lines at the top of this file.`,
  );
  process.exit(1);
}
sharp.cache(false);

/** Output helpers handed to every group. */
const out = {
  pub,
  sharp,
  file(rel) {
    const f = path.join(pub, rel);
    fs.mkdirSync(path.dirname(f), { recursive: true });
    return f;
  },
  text(rel, content) {
    fs.writeFileSync(out.file(rel), content.endsWith('\n') ? content : content + '\n');
    report(rel);
  },
  /** Rasterise an SVG string to a sharp pipeline at its own size (density scales it). */
  raster(svg, density = 72) {
    return sharp(Buffer.from(svg), { density });
  },
  report: (rel, maxBytes) => report(rel, maxBytes),
  async save(rel, pipeline, maxBytes) {
    const f = out.file(rel);
    await pipeline.toFile(f);
    report(rel, maxBytes);
  },
};

const over = [];
function report(rel, maxBytes) {
  const size = fs.statSync(path.join(pub, rel)).size;
  const flag = maxBytes && size > maxBytes ? `  OVER ${maxBytes}` : '';
  if (flag) over.push(rel);
  console.log(`${String(size).padStart(8)}  ${rel}${flag}`);
}

const groups = {
  folders,
  brand,
  og,
  hero,
  video,
  products,
  services,
  about,
  badges,
  flags,
  icons,
  gallery,
};
const wanted = process.argv.slice(2);
for (const w of wanted) if (!groups[w]) throw new Error(`unknown group ${w}`);
for (const [name, fn] of Object.entries(groups)) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`# ${name}`);
  await fn(out);
}
if (over.length) {
  console.error(`Size budget exceeded: ${over.join(', ')}`);
  process.exitCode = 1;
}

async function folders() {
  for (const dir of ['images/popup', 'catalogs/pt', 'catalogs/en', 'catalogs/es']) {
    fs.writeFileSync(out.file(`${dir}/.gitkeep`), '');
    report(`${dir}/.gitkeep`);
  }
}
