// Small SVG helpers shared by the asset generator: number formatting, a seeded
// random generator, text-to-path conversion (so rasters never depend on the
// fonts of the machine that renders them) and common gradients.
import fs from 'node:fs';

export const ORANGE = '#F26B1D';
export const ORANGE_DARK = '#C2410C';
export const GRAPHITE = '#1F2328';
export const WHITE = '#FFFFFF';

/** Round to one decimal and drop trailing zeros. */
export const n = (v) => String(Math.round(v * 10) / 10);

/** Deterministic PRNG (mulberry32) so every run draws the same artwork. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function svgDoc(w, h, body, { defs = '', title = '', viewBox } = {}) {
  const vb = viewBox ?? `0 0 ${w} ${h}`;
  const t = title ? `<title>${title}</title>` : '';
  const d = defs ? `<defs>${defs}</defs>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${vb}">${t}${d}${body}</svg>`;
}

export const rect = (x, y, w, h, attrs = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" ${attrs}/>`;
export const circle = (cx, cy, r, attrs = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${attrs}/>`;
export const ellipse = (cx, cy, rx, ry, attrs = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" ${attrs}/>`;
export const line = (x1, y1, x2, y2, attrs = '') =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" ${attrs}/>`;
export const poly = (pts, attrs = '') =>
  `<polygon points="${pts.map((p) => `${n(p[0])},${n(p[1])}`).join(' ')}" ${attrs}/>`;

export function linGrad(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, units = '' } = {}) {
  const u = units ? ` gradientUnits="${units}"` : '';
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${u}>${stopList(stops)}</linearGradient>`;
}
export function radGrad(id, stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, units = '' } = {}) {
  const u = units ? ` gradientUnits="${units}"` : '';
  const f = fx !== undefined ? ` fx="${fx}" fy="${fy}"` : '';
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${f}${u}>${stopList(stops)}</radialGradient>`;
}
function stopList(stops) {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ''}/>`,
    )
    .join('');
}

/** A soft glow: radial gradient ellipse, colour fading to transparent. */
let glowId = 0;
export function glow(cx, cy, rx, ry, color, opacity = 1, mid = 0.35) {
  const id = `gl${glowId++}`;
  const g = radGrad(id, [
    [0, color, opacity],
    [mid, color, opacity * 0.45],
    [1, color, 0],
  ]);
  return `<defs>${g}</defs>${ellipse(cx, cy, rx, ry, `fill="url(#${id})"`)}`;
}

// ---------------------------------------------------------------- text paths
const FONT_DIRS = ['/usr/share/fonts/truetype/liberation', '/usr/share/fonts/truetype/liberation2'];
const fonts = {};
let opentype;
export function initText(ot) {
  opentype = ot;
}
function font(weight) {
  const file = weight === 'bold' ? 'LiberationSans-Bold.ttf' : 'LiberationSans-Regular.ttf';
  if (!fonts[weight]) {
    const dir = FONT_DIRS.find((d) => fs.existsSync(`${d}/${file}`));
    if (!dir) throw new Error(`Font ${file} not found: apt-get install -y fonts-liberation`);
    const b = fs.readFileSync(`${dir}/${file}`);
    fonts[weight] = opentype.parse(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
  }
  return fonts[weight];
}

/** Width in px of a string at a given size, with extra letter spacing. */
export function textWidth(str, size, { weight = 'bold', ls = 0 } = {}) {
  const f = font(weight);
  const glyphs = f.stringToGlyphs(str);
  const scale = size / f.unitsPerEm;
  let w = 0;
  glyphs.forEach((g, i) => {
    w += g.advanceWidth * scale;
    if (i < glyphs.length - 1) w += f.getKerningValue(g, glyphs[i + 1]) * scale + ls;
  });
  return w;
}

/** Path data (compact, relative) for a string laid out at x,y (baseline). */
export function textD(str, x, y, size, { weight = 'bold', ls = 0, anchor = 'start' } = {}) {
  const f = font(weight);
  const glyphs = f.stringToGlyphs(str);
  const scale = size / f.unitsPerEm;
  const w = textWidth(str, size, { weight, ls });
  let cx = anchor === 'middle' ? x - w / 2 : anchor === 'end' ? x - w : x;
  const cmds = [];
  glyphs.forEach((g, i) => {
    cmds.push(...g.getPath(cx, y, size).commands);
    cx += g.advanceWidth * scale;
    if (i < glyphs.length - 1) cx += f.getKerningValue(g, glyphs[i + 1]) * scale + ls;
  });
  return compactPath(cmds);
}

/** `<path>` element drawing a string. */
export function text(str, x, y, size, { fill = GRAPHITE, attrs = '', ...opts } = {}) {
  return `<path d="${textD(str, x, y, size, opts)}" fill="${fill}" ${attrs}/>`;
}

/** Relative, rounded path data with redundant points removed. */
export function compactPath(cmds, decimals = 1) {
  const p = 10 ** decimals;
  const r = (v) => Math.round(v * p) / p;
  const fmt = (v) => {
    let s = String(r(v));
    if (s === '-0') s = '0';
    return s.replace(/^0\./, '.').replace(/^-0\./, '-.');
  };
  const nums = (arr) => {
    let s = '';
    for (const v of arr) {
      const t = fmt(v);
      // a separator is only needed when the next number could merge with the previous one
      if (s && !t.startsWith('-') && !(t.startsWith('.') && /\.\d*$/.test(s))) s += ' ';
      s += t;
    }
    return s;
  };
  let out = '';
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  // work in rounded absolute coordinates so relative offsets never drift
  for (const c of cmds) {
    if (c.type === 'M') {
      const x = r(c.x);
      const y = r(c.y);
      out += 'm' + nums([x - cx, y - cy]);
      cx = sx = x;
      cy = sy = y;
    } else if (c.type === 'L' || c.type === 'Q' || c.type === 'C') {
      const x = r(c.x);
      const y = r(c.y);
      if (x === cx && y === cy) continue;
      let straight = c.type === 'L';
      if (c.type === 'Q') straight = collinear(cx, cy, r(c.x1), r(c.y1), x, y);
      if (c.type === 'C')
        straight =
          collinear(cx, cy, r(c.x1), r(c.y1), x, y) && collinear(cx, cy, r(c.x2), r(c.y2), x, y);
      if (straight) {
        if (x === cx) out += 'v' + fmt(y - cy);
        else if (y === cy) out += 'h' + fmt(x - cx);
        else out += 'l' + nums([x - cx, y - cy]);
      } else if (c.type === 'Q') {
        out += 'q' + nums([r(c.x1) - cx, r(c.y1) - cy, x - cx, y - cy]);
      } else {
        out += 'c' + nums([r(c.x1) - cx, r(c.y1) - cy, r(c.x2) - cx, r(c.y2) - cy, x - cx, y - cy]);
      }
      cx = x;
      cy = y;
    } else if (c.type === 'Z') {
      out += 'z';
      cx = sx;
      cy = sy;
    }
  }
  return out;
}
function collinear(x0, y0, x1, y1, x2, y2) {
  const cross = (x1 - x0) * (y2 - y0) - (y1 - y0) * (x2 - x0);
  const len = Math.hypot(x2 - x0, y2 - y0) || 1;
  return Math.abs(cross) / len < 0.06;
}
