// Product "photos": stylised side views on a light studio backdrop.
import { svgDoc, rect, radGrad, linGrad, text, textWidth, ORANGE, GRAPHITE } from '../lib/svg.mjs';
import { markAt } from '../lib/brand.mjs';
import {
  machineDefs,
  dieCaster,
  plasticInjector,
  gantryLubricator,
  ladleDoser,
  shadow,
  PAL,
} from '../lib/machines.mjs';

export const W = 800;
export const H = 600;
const FLOOR = 470;

/** Light studio gradient with a soft horizon. */
export function studio(w = W, h = H, floor = FLOOR) {
  return (
    `<defs>${radGrad(
      'bgS',
      [
        [0, '#ffffff'],
        [0.55, '#eceff2'],
        [1, '#c9ced5'],
      ],
      { cx: 0.5, cy: 0.35, r: 0.85 },
    )}` +
    `${linGrad('flS', [
      [0, '#dfe3e8', 0],
      [0.25, '#d6dbe1', 0.8],
      [1, '#bfc5cc', 1],
    ])}</defs>` +
    rect(0, 0, w, h, 'fill="url(#bgS)"') +
    rect(0, floor - 60, w, h - floor + 60, 'fill="url(#flS)"')
  );
}

/** Model caption top-left: accent bar, name and an optional orange tag. */
export function caption(name, tag) {
  let s = rect(40, 40, 6, 38, `fill="${ORANGE}"`);
  s += text(name, 58, 72, 34, { fill: GRAPHITE });
  if (tag) {
    const tw = textWidth(tag, 16);
    s += rect(58, 88, tw + 22, 28, `fill="${ORANGE}" rx="14"`);
    s += text(tag, 69, 108, 16, { fill: '#fff' });
  }
  return s;
}

export function signature(w = W, h = H) {
  return (
    markAt(w - 150, h - 44, 22) + text('CAST ALL', w - 120, h - 27, 14, { fill: '#6b737c', ls: 1 })
  );
}

function page(body, defs = '') {
  return svgDoc(W, H, studio() + body + signature(), { defs: machineDefs() + defs });
}

function place(drawing, width, scale = 1) {
  const x = (W - width * scale) / 2;
  return (
    shadow(W / 2, FLOOR, width * scale) +
    `<g transform="translate(${x} ${FLOOR}) scale(${scale})">${drawing}</g>`
  );
}

/** Widths of the detail page's large images (packages/ui/.../catalog/images.ts). */
const LARGE_WIDTHS = [480, 800, 1200];

export async function products(out) {
  const drawings = productDrawings();
  for (const [id, svg] of Object.entries(drawings))
    await save(out, `images/products/${id}.webp`, svg);
  for (const [id, svg] of Object.entries(drawings)) await saveLarge(out, id, svg);
  await save(out, 'images/products/product-fallback.webp', page(fallbackDrawing()));
}

/** Card-size (800×600) drawings per product id; the large images re-render them sharper. */
function productDrawings() {
  const drawings = {};
  const models = [250, 350, 450, 550, 800, 1000];
  for (const [i, t] of models.entries()) {
    const s = (t - 250) / 750;
    const L = 380 + 340 * s;
    const Hm = 135 + 105 * s;
    const acc = t < 450 ? 1 : t < 800 ? 2 : 3;
    const body =
      caption(`CAST ALL ${t}`, `${t} t`) +
      place(dieCaster({ L, H: Hm, acc, label: `CAST ALL ${t}`, seed: i + 1 }), L);
    drawings[`cast-all-${t}`] = page(body);
  }
  drawings['lubrificador-lla'] = page(
    caption('LUBRIFICADOR LLA') + place(gantryLubricator({ W: 440, H: 300 }), 440),
  );
  drawings['dosador-linear'] = page(
    caption('DOSADOR LINEAR') + place(ladleDoser({ W: 560, H: 290 }), 560),
  );
  drawings['injetora-plastico'] = page(
    caption('INJETORA PLÁSTICO') +
      place(plasticInjector({ L: 640, H: 200, label: 'CAST ALL' }), 640),
  );
  return drawings;
}

/** Generic fallback: a quiet wireframe machine behind a large mark. */
function fallbackDrawing() {
  return (
    `<g opacity=".22">${place(dieCaster({ L: 560, H: 170, acc: 2, pal: PAL.wire }), 560)}</g>` +
    markAt(W / 2 - 60, 150, 120) +
    text('CAST ALL', W / 2, 320, 40, { fill: GRAPHITE, anchor: 'middle', ls: 3 })
  );
}

/**
 * Detail-page images: the drawing rendered at 1200×900 (1.5× density, so lines stay sharp), then
 * AVIF and WebP at each width. Replace `images/products/large/` with photographs and rebuild.
 */
async function saveLarge(out, id, svg) {
  const master = await out.raster(svg, 108).png().toBuffer();
  for (const width of LARGE_WIDTHS) {
    const height = (width * 3) / 4;
    const img = () => out.sharp(master).resize(width, height);
    const base = `images/products/large/${id}-${width}`;
    await out.save(`${base}.avif`, img().avif({ quality: 55, effort: 6 }), 60_000);
    await out.save(`${base}.webp`, img().webp({ quality: 80, effort: 6 }), 80_000);
  }
}

async function save(out, rel, svg, quality = 80) {
  await out.save(rel, out.raster(svg).webp({ quality, effort: 6, smartSubsample: true }), 45_000);
}
