// Social preview card, 1200x630 JPEG.
import {
  svgDoc,
  rect,
  line,
  radGrad,
  linGrad,
  glow,
  text,
  textWidth,
  rng,
  ORANGE,
} from '../lib/svg.mjs';
import { markAt } from '../lib/brand.mjs';
import { machineDefs, dieCaster, PAL } from '../lib/machines.mjs';
import { sparks } from '../lib/hall.mjs';

export async function og(out) {
  const w = 1200;
  const h = 630;
  let s = `<defs>${radGrad(
    'ogBg',
    [
      [0, '#2d333a'],
      [0.55, '#1F2328'],
      [1, '#131619'],
    ],
    { cx: 0.3, cy: 0.35, r: 0.9 },
  )}${linGrad(
    'ogFade',
    [
      [0, '#1F2328', 0.95],
      [0.55, '#1F2328', 0.35],
      [1, '#1F2328', 0],
    ],
    { x2: 1, y2: 0 },
  )}</defs>`;
  s += rect(0, 0, w, h, 'fill="url(#ogBg)"');
  for (let x = 0; x <= w; x += 40) s += line(x, 0, x, h, 'stroke="#fff" stroke-opacity=".04"');
  for (let y = 0; y <= h; y += 40) s += line(0, y, w, y, 'stroke="#fff" stroke-opacity=".04"');
  // glowing machine silhouette on the right
  s += glow(920, 560, 560, 260, ORANGE, 0.55, 0.3);
  s += glow(930, 600, 260, 80, '#ffb347', 0.5);
  s += sparks(930, 500, 80, 260, rng(3));
  s += `<g transform="translate(660 596)">${dieCaster({ L: 520, H: 190, acc: 3, pal: PAL.silhouette })}</g>`;
  s += rect(0, 0, w, h, 'fill="url(#ogFade)"');
  // brand block
  s += markAt(80, 120, 84);
  s += rect(80, 250, 90, 8, `fill="${ORANGE}"`);
  const size = 118;
  const ls = 4;
  s += text('CAST', 74, 390, size, { fill: '#fff', ls });
  s += text('ALL', 74 + textWidth('CAST ', size, { ls }) + ls, 390, size, { fill: ORANGE, ls });
  s += text('Máquinas Industriais · Made in Brazil', 80, 454, 34, {
    weight: 'regular',
    fill: '#e6e8eb',
  });
  s += text('Fundição sob pressão · Injetoras · Periféricos', 80, 520, 24, {
    weight: 'regular',
    fill: '#9aa3ad',
  });
  s += rect(0, h - 8, w, 8, `fill="${ORANGE}"`);
  const svg = svgDoc(w, h, s, { defs: machineDefs() });
  await out.save(
    'images/og-image.jpg',
    out.raster(svg).jpeg({ quality: 82, mozjpeg: true, progressive: true }),
    120_000,
  );
}
