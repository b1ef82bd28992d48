// A machine hall in one-point perspective: portal frames, skylights, light
// shafts, a floor grid, rows of machines and an optional molten-metal pour.
import {
  rect,
  line,
  poly,
  linGrad,
  radGrad,
  ellipse,
  circle,
  glow,
  text,
  n,
  rng,
  ORANGE,
} from './svg.mjs';
import { dieCaster, PAL } from './machines.mjs';

const MOODS = {
  night: {
    sky: ['#0b0d10', '#161a1f', '#1F2328'],
    floor: ['#1a1d22', '#0c0e11'],
    steel: '#2a3037',
    steelEdge: '#3a424b',
    skylight: '#8fa7c4',
    skyOpacity: 0.22,
    shaft: 0.06,
    grid: '#F26B1D',
    gridOpacity: 0.1,
    back: '#191c21',
    pal: PAL.silhouette,
    haze: '#F26B1D',
  },
  day: {
    sky: ['#aeb8c3', '#c8d0d8', '#d9dee4'],
    floor: ['#9aa2ab', '#6f7780'],
    steel: '#5b646e',
    steelEdge: '#7a838d',
    skylight: '#ffffff',
    skyOpacity: 0.95,
    shaft: 0.22,
    grid: '#ffffff',
    gridOpacity: 0.25,
    back: '#b9c1ca',
    pal: PAL.new,
    haze: '#e9eef3',
  },
  dusk: {
    sky: ['#15181c', '#262b31', '#343a41'],
    floor: ['#30353c', '#181b1f'],
    steel: '#3b424a',
    steelEdge: '#4d5560',
    skylight: '#ffd9b0',
    skyOpacity: 0.5,
    shaft: 0.09,
    grid: '#F26B1D',
    gridOpacity: 0.14,
    back: '#2a2f35',
    pal: PAL.new,
    haze: '#F26B1D',
  },
};

/**
 * @param {object} o
 * @param {number} o.w width, o.h height
 * @param {'night'|'day'|'dusk'} o.mood
 * @param {boolean} o.pour molten pour with sparks
 * @param {boolean} o.machines rows of machines
 * @param {boolean} o.crane overhead crane
 */
export function hall({
  w,
  h,
  mood = 'night',
  pour = false,
  machines = true,
  crane = true,
  seed = 7,
  vpx = 0.5,
  vpy = 0.46,
  banner = '',
}) {
  const m = MOODS[mood];
  const r = rng(seed);
  const VP = [w * vpx, h * vpy];
  const front = { l: -0.15 * w, r: 1.15 * w, top: -0.45 * h, floor: 1.12 * h };
  const P = (x, y, z) => [VP[0] + (x - VP[0]) / z, VP[1] + (y - VP[1]) / z];
  const zs = [1.15, 1.5, 2, 2.7, 3.7, 5.2, 7.5, 11];
  const zBack = 14;
  let s = '';
  s += `<defs>${linGrad('hSky', [
    [0, m.sky[0]],
    [0.5, m.sky[1]],
    [1, m.sky[2]],
  ])}${linGrad('hFloor', [
    [0, m.floor[0]],
    [1, m.floor[1]],
  ])}${linGrad('hShaft', [
    [0, m.skylight, m.shaft * 2],
    [1, m.skylight, 0],
  ])}${radGrad(
    'hVig',
    [
      [0.55, '#000', 0],
      [1, '#000', mood === 'day' ? 0.25 : 0.6],
    ],
    { r: 0.75 },
  )}</defs>`;
  s += rect(0, 0, w, h, 'fill="url(#hSky)"');
  // floor plane
  const fl = P(front.l, front.floor, zBack);
  s += poly(
    [
      [front.l, front.floor],
      [front.r, front.floor],
      [P(front.r, front.floor, zBack)[0], fl[1]],
      [fl[0], fl[1]],
    ],
    'fill="url(#hFloor)"',
  );
  // back wall with a large bright door
  const bTL = P(front.l, front.top, zBack);
  const bBR = P(front.r, front.floor, zBack);
  s += rect(bTL[0], bTL[1], bBR[0] - bTL[0], bBR[1] - bTL[1], `fill="${m.back}"`);
  const dTL = P(w * 0.38, h * 0.25, zBack);
  const dBR = P(w * 0.62, front.floor, zBack);
  s += rect(
    dTL[0],
    dTL[1],
    dBR[0] - dTL[0],
    dBR[1] - dTL[1],
    `fill="${m.skylight}" fill-opacity="${mood === 'day' ? 0.9 : 0.25}"`,
  );
  // floor grid
  const gridAttr = `stroke="${m.grid}" stroke-opacity="${m.gridOpacity}" stroke-width="1"`;
  for (let i = 0; i <= 24; i++) {
    const x = front.l + ((front.r - front.l) * i) / 24;
    const b = P(x, front.floor, zBack);
    s += line(x, front.floor, b[0], b[1], gridAttr);
  }
  for (let z = 1.1; z < zBack; z *= 1.18) {
    const a = P(front.l, front.floor, z);
    const b = P(front.r, front.floor, z);
    s += line(a[0], a[1], b[0], b[1], gridAttr);
  }
  // aisle markings
  for (const x of [w * 0.3, w * 0.7]) {
    const b = P(x, front.floor, zBack);
    s += line(
      x,
      front.floor,
      b[0],
      b[1],
      `stroke="${ORANGE}" stroke-opacity="${mood === 'day' ? 0.8 : 0.45}" stroke-width="3"`,
    );
  }
  // skylights between frames and their light shafts
  for (let i = zs.length - 2; i >= 0; i--) {
    const z0 = zs[i];
    const z1 = zs[i + 1];
    const xl = w * 0.36;
    const xr = w * 0.64;
    const a = P(xl, front.top, z0);
    const b = P(xr, front.top, z0);
    const c = P(xr, front.top, z1);
    const d = P(xl, front.top, z1);
    s += poly([a, b, c, d], `fill="${m.skylight}" fill-opacity="${m.skyOpacity}"`);
    const fa = P(xl - w * 0.05, front.floor, z0 * 1.02);
    const fb = P(xr - w * 0.05, front.floor, z0 * 1.02);
    const fc = P(xr - w * 0.05, front.floor, z1 * 1.02);
    const fd = P(xl - w * 0.05, front.floor, z1 * 1.02);
    s += poly([a, b, fb, fa], `fill="url(#hShaft)"`);
    s += poly([d, c, fc, fd], `fill="url(#hShaft)" opacity=".6"`);
  }
  // rows of machines, far to near, both sides of the aisle
  if (machines) {
    const mz = [9, 6, 4.2, 2.9, 2.05];
    for (const z of mz) {
      for (const side of [-1, 1]) {
        const L = w * 0.36;
        const Hm = L * 0.31;
        const sc = 1 / z;
        const floorY = P(0, front.floor, z)[1];
        const edge = P(side < 0 ? w * 0.27 : w * 0.73, 0, z)[0];
        const x = side < 0 ? edge - L * sc * 1.02 : edge + L * sc * 0.02;
        const tf =
          side < 0
            ? `translate(${n(x)} ${n(floorY)}) scale(${n(sc * 1000) / 1000})`
            : `translate(${n(x + L * sc)} ${n(floorY)}) scale(${-n(sc * 1000) / 1000} ${n(sc * 1000) / 1000})`;
        s += `<g transform="${tf}">${dieCaster({ L, H: Hm, acc: 2 + (r() < 0.5 ? 1 : 0), pal: m.pal })}</g>`;
        // atmospheric fade with distance
        if (mood !== 'night') {
          s += rect(
            x,
            floorY - Hm * 1.3 * sc,
            L * sc,
            Hm * 1.3 * sc,
            `fill="${m.sky[1]}" fill-opacity="${n(Math.min(0.7, (z - 2) * 0.09) * 100) / 100}"`,
          );
        }
      }
    }
  }
  // portal frames: columns and roof trusses, far to near
  for (let i = zs.length - 1; i >= 0; i--) {
    const z = zs[i];
    const tl = P(front.l, front.top, z);
    const br = P(front.r, front.floor, z);
    const cw = (0.035 * w) / z;
    const bh = (0.03 * h) / z;
    const steel = `fill="${m.steel}"`;
    s += rect(tl[0], tl[1], cw, br[1] - tl[1], steel);
    s += rect(br[0] - cw, tl[1], cw, br[1] - tl[1], steel);
    s += rect(tl[0] + cw * 0.15, tl[1], cw * 0.15, br[1] - tl[1], `fill="${m.steelEdge}"`);
    s += rect(br[0] - cw * 0.3, tl[1], cw * 0.15, br[1] - tl[1], `fill="${m.steelEdge}"`);
    // truss: top and bottom chords with diagonals
    const th = (0.09 * h) / z;
    s += rect(tl[0], tl[1], br[0] - tl[0], bh, steel);
    s += rect(tl[0], tl[1] + th, br[0] - tl[0], bh * 0.6, steel);
    let d = '';
    const seg = 16;
    for (let k = 0; k < seg; k++) {
      const x0 = tl[0] + ((br[0] - tl[0]) * k) / seg;
      const x1 = tl[0] + ((br[0] - tl[0]) * (k + 1)) / seg;
      d +=
        k % 2
          ? `M${n(x0)} ${n(tl[1] + th)}L${n(x1)} ${n(tl[1] + bh)}`
          : `M${n(x0)} ${n(tl[1] + bh)}L${n(x1)} ${n(tl[1] + th)}`;
    }
    s += `<path d="${d}" stroke="${m.steel}" stroke-width="${n(Math.max(1, 6 / z))}" fill="none"/>`;
    // hanging lamps
    if (mood !== 'day')
      for (const fx of [0.3, 0.5, 0.7]) {
        const lp = P(w * fx, front.top, z);
        const ly = tl[1] + th + (0.04 * h) / z;
        s += line(
          lp[0],
          tl[1] + th,
          lp[0],
          ly,
          `stroke="${m.steel}" stroke-width="${n(Math.max(0.6, 2 / z))}"`,
        );
        s += glow(
          lp[0],
          ly,
          (0.05 * w) / z,
          (0.03 * w) / z,
          '#ffd6a3',
          mood === 'night' ? 0.35 : 0.5,
        );
      }
  }
  // overhead crane girder with a hook block
  if (crane) {
    const z = 2.4;
    const a = P(front.l, front.top + h * 0.18, z);
    const b = P(front.r, front.top + h * 0.18, z);
    const gh = (0.06 * h) / z;
    s += rect(a[0], a[1], b[0] - a[0], gh, `fill="${mood === 'day' ? ORANGE : '#3b2a20'}"`);
    s += rect(a[0], a[1] + gh, b[0] - a[0], gh * 0.25, `fill="#000" fill-opacity=".3"`);
    const hx = P(w * 0.4, 0, z)[0];
    const hy = a[1] + gh;
    const k = h / 300 / z;
    const cable = `stroke="${m.steelEdge}" stroke-width="${n(2 * k)}"`;
    s += rect(hx - 14 * k, hy, 28 * k, 12 * k, `fill="${m.steelEdge}"`);
    s += line(hx - 5 * k, hy + 12 * k, hx - 5 * k, hy + 90 * k, cable);
    s += line(hx + 5 * k, hy + 12 * k, hx + 5 * k, hy + 90 * k, cable);
    s += rect(
      hx - 16 * k,
      hy + 90 * k,
      32 * k,
      24 * k,
      `fill="${mood === 'night' ? '#3b2a20' : ORANGE}" rx="${n(3 * k)}"`,
    );
    if (banner)
      s += text(banner, (a[0] + b[0]) / 2, a[1] + gh * 0.78, gh * 0.7, {
        fill: '#fff',
        anchor: 'middle',
        ls: gh * 0.1,
      });
    s += `<path d="M${n(hx)} ${n(hy + 114 * k)}v${n(10 * k)}a${n(10 * k)} ${n(10 * k)} 0 1 1 -${n(10 * k)} ${n(10 * k)}" fill="none" stroke="${m.steelEdge}" stroke-width="${n(4 * k)}" stroke-linecap="round"/>`;
  }
  if (pour) s += moltenPour(w, h, r);
  s += rect(0, 0, w, h, 'fill="url(#hVig)"');
  return s;
}

/** A ladle pouring glowing aluminium into a crucible, with sparks. */
export function moltenPour(w, h, r, { x = 0.64, y = 0.3, scale = 1 } = {}) {
  const u = (h / 720) * scale;
  const lx = w * x;
  const ly = h * y;
  const bx = lx + 40 * u;
  const by = h * 0.86;
  let s = '';
  s += glow(bx, by, 520 * u, 260 * u, ORANGE, 0.55, 0.3);
  s += glow(bx, by - 20 * u, 220 * u, 90 * u, '#ffb347', 0.6);
  // crucible
  s += `<defs>${linGrad('cru', [
    [0, '#3a2a22'],
    [1, '#120d0b'],
  ])}</defs>`;
  s += poly(
    [
      [bx - 120 * u, by - 40 * u],
      [bx + 120 * u, by - 40 * u],
      [bx + 100 * u, by + 90 * u],
      [bx - 100 * u, by + 90 * u],
    ],
    'fill="url(#cru)"',
  );
  s += `<defs>${linGrad('cruL', [
    [0, ORANGE, 0.35],
    [0.4, ORANGE, 0],
  ])}</defs>`;
  s += poly(
    [
      [bx - 120 * u, by - 40 * u],
      [bx + 120 * u, by - 40 * u],
      [bx + 100 * u, by + 90 * u],
      [bx - 100 * u, by + 90 * u],
    ],
    'fill="url(#cruL)"',
  );
  s += ellipse(bx, by - 40 * u, 126 * u, 24 * u, 'fill="#2a1d17"');
  s += ellipse(bx, by - 40 * u, 114 * u, 18 * u, 'fill="url(#moltenR)"');
  // ladle on its bail, tilted
  s += `<g transform="translate(${n(lx)} ${n(ly)}) rotate(-32)">`;
  s += `<path d="M${n(-60 * u)} 0h${n(120 * u)}l-${n(12 * u)} ${n(95 * u)}q-${n(48 * u)} ${n(22 * u)} -${n(96 * u)} 0z" fill="url(#cru)"/>`;
  s += ellipse(0, 0, 60 * u, 12 * u, 'fill="url(#moltenR)"');
  s += `<path d="M${n(-75 * u)} ${n(30 * u)}Q0 ${n(-140 * u)} ${n(75 * u)} ${n(30 * u)}" fill="none" stroke="#2d2420" stroke-width="${n(8 * u)}"/>`;
  s += `</g>`;
  s += line(
    lx - 12 * u,
    ly - 80 * u,
    lx - 12 * u,
    0,
    `stroke="#2d2420" stroke-width="${n(7 * u)}"`,
  );
  // stream from the lip to the crucible
  const sx = lx + 52 * u;
  const sy = ly - 26 * u;
  s += `<path d="M${n(sx)} ${n(sy)}C${n(sx + 30 * u)} ${n(sy + 40 * u)} ${n(bx - 4 * u)} ${n(by - 160 * u)} ${n(bx - 2 * u)} ${n(by - 40 * u)}L${n(bx - 16 * u)} ${n(by - 40 * u)}C${n(bx - 18 * u)} ${n(by - 150 * u)} ${n(sx + 14 * u)} ${n(sy + 46 * u)} ${n(sx - 10 * u)} ${n(sy + 6 * u)}Z" fill="url(#molten)"/>`;
  s += glow(sx + 20 * u, sy + 80 * u, 90 * u, 160 * u, '#ffb347', 0.35);
  s += sparks(bx - 8 * u, by - 44 * u, 90, 260 * u, r, u);
  return s;
}

/** Radial spray of short glowing streaks. */
export function sparks(cx, cy, count, reach, r, u = 1) {
  let s = '';
  for (let i = 0; i < count; i++) {
    const a = -Math.PI * (0.08 + r() * 0.84);
    const d0 = reach * (0.05 + r() * 0.9);
    const len = (6 + r() * 26) * u;
    const x0 = cx + Math.cos(a) * d0;
    const y0 = cy + Math.sin(a) * d0 + (d0 * d0) / (reach * 3);
    const x1 = x0 + Math.cos(a) * len;
    const y1 = y0 + Math.sin(a) * len;
    const col = r() < 0.5 ? '#ffd27a' : '#ffb347';
    s += line(
      x0,
      y0,
      x1,
      y1,
      `stroke="${col}" stroke-opacity="${n(0.4 + r() * 0.6)}" stroke-width="${n((0.8 + r() * 1.6) * u)}" stroke-linecap="round"`,
    );
  }
  for (let i = 0; i < count / 3; i++)
    s += circle(
      cx + (r() - 0.5) * reach * 1.6,
      cy - r() * reach * 0.8,
      (0.8 + r() * 1.5) * u,
      `fill="#ffe3a3" fill-opacity="${n(0.3 + r() * 0.6)}"`,
    );
  return s;
}
