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

export async function products(out) {
  const models = [250, 350, 450, 550, 800, 1000];
  for (const [i, t] of models.entries()) {
    const s = (t - 250) / 750;
    const L = 380 + 340 * s;
    const Hm = 135 + 105 * s;
    const acc = t < 450 ? 1 : t < 800 ? 2 : 3;
    const body =
      caption(`CAST ALL ${t}`, `${t} t`) +
      place(dieCaster({ L, H: Hm, acc, label: `CAST ALL ${t}`, seed: i + 1 }), L);
    await save(out, `images/products/cast-all-${t}.webp`, page(body));
  }
  await save(
    out,
    'images/products/lubrificador-lla.webp',
    page(caption('LUBRIFICADOR LLA') + place(gantryLubricator({ W: 440, H: 300 }), 440)),
  );
  await save(
    out,
    'images/products/dosador-linear.webp',
    page(caption('DOSADOR LINEAR') + place(ladleDoser({ W: 560, H: 290 }), 560)),
  );
  await save(
    out,
    'images/products/injetora-plastico.webp',
    page(
      caption('INJETORA PLÁSTICO') +
        place(plasticInjector({ L: 640, H: 200, label: 'CAST ALL' }), 640),
    ),
  );
  // generic fallback: a quiet wireframe machine behind a large mark
  const fb =
    `<g opacity=".22">${place(dieCaster({ L: 560, H: 170, acc: 2, pal: PAL.wire }), 560)}</g>` +
    markAt(W / 2 - 60, 150, 120) +
    text('CAST ALL', W / 2, 320, 40, { fill: GRAPHITE, anchor: 'middle', ls: 3 });
  await save(out, 'images/products/product-fallback.webp', page(fb));
}

async function save(out, rel, svg, quality = 80) {
  await out.save(rel, out.raster(svg).webp({ quality, effort: 6, smartSubsample: true }), 45_000);
}
