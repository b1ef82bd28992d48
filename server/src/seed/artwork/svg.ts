/**
 * Building blocks shared by the artwork drawings: colours, gradients and a few solid shapes.
 * Every gradient id below is defined once per picture by `svgDefs`, so drawings only refer
 * to them (`url(#mh)`) and stay short.
 */

/** Accent colours of one picture, derived from a hue so a category keeps its own tint. */
export interface Palette {
  accent: string;
  light: string;
  dark: string;
}

/** A drawing: SVG elements for a 640×480 canvas, object centred above y ≈ 390. */
export type Drawing = (palette: Palette) => string;

/** The brand orange, kept for one small detail per picture at most. */
export const BRAND_ORANGE = '#F26B1D';

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number): string => {
    const k = (n + hue / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export function palette(hue: number, saturation: number): Palette {
  const h = ((hue % 360) + 360) % 360;
  return {
    accent: hslToHex(h, saturation, 46),
    light: hslToHex(h, saturation, 64),
    dark: hslToHex(h, saturation, 28),
  };
}

function stops(colours: readonly (readonly [number, string])[]): string {
  return colours.map(([at, colour]) => `<stop offset="${at}" stop-color="${colour}"/>`).join('');
}

/** A pair of gradients: `<id>h` shades across y (lying parts), `<id>v` across x (upright ones). */
function shading(id: string, colours: readonly (readonly [number, string])[]): string {
  const s = stops(colours);
  return (
    `<linearGradient id="${id}h" x1="0" y1="0" x2="0" y2="1">${s}</linearGradient>` +
    `<linearGradient id="${id}v" x1="0" y1="0" x2="1" y2="0">${s}</linearGradient>`
  );
}

/**
 * Gradients: m = machined steel, c = chrome, s = dark nitrided steel, a = accent paint,
 * d = black plastic or rubber, u = copper, z = bronze, p = light grey plastic; each with
 * an `h` and a `v` variant. Plus `bg` (backdrop), `glow`, `floor` (floor shadow), `rm` (round
 * metal face).
 */
export function svgDefs(p: Palette): string {
  return (
    '<defs>' +
    '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">' +
    stops([
      [0, '#fdfdfd'],
      [0.62, '#eef0f2'],
      [1, '#dfe2e6'],
    ]) +
    '</linearGradient>' +
    '<radialGradient id="glow" cx="0.5" cy="0.45" r="0.5">' +
    '<stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/>' +
    '<stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>' +
    '<radialGradient id="floor" cx="0.5" cy="0.5" r="0.5">' +
    '<stop offset="0" stop-color="#1c2228" stop-opacity="0.42"/>' +
    '<stop offset="0.55" stop-color="#1c2228" stop-opacity="0.16"/>' +
    '<stop offset="1" stop-color="#1c2228" stop-opacity="0"/></radialGradient>' +
    '<radialGradient id="rm" cx="0.38" cy="0.32" r="0.75">' +
    stops([
      [0, '#f6f8fa'],
      [0.45, '#b9c1c9'],
      [1, '#66707a'],
    ]) +
    '</radialGradient>' +
    shading('m', [
      [0, '#6d7680'],
      [0.28, '#e3e7eb'],
      [0.5, '#bcc4cb'],
      [0.82, '#7f8892'],
      [1, '#59616a'],
    ]) +
    shading('c', [
      [0, '#7d8690'],
      [0.3, '#ffffff'],
      [0.48, '#c9d0d6'],
      [0.78, '#6f7882'],
      [1, '#a9b1b9'],
    ]) +
    shading('s', [
      [0, '#3f464e'],
      [0.3, '#9aa3ad'],
      [0.55, '#6c7580'],
      [1, '#343a41'],
    ]) +
    shading('a', [
      [0, p.dark],
      [0.3, p.light],
      [0.55, p.accent],
      [1, p.dark],
    ]) +
    shading('d', [
      [0, '#15181b'],
      [0.3, '#4b525a'],
      [0.6, '#2a2f34'],
      [1, '#101214'],
    ]) +
    shading('u', [
      [0, '#7a3c17'],
      [0.3, '#f0b58a'],
      [0.55, '#c47a45'],
      [1, '#6b3414'],
    ]) +
    shading('z', [
      [0, '#7a5a24'],
      [0.3, '#ecd08e'],
      [0.55, '#c29a52'],
      [1, '#6a4c1c'],
    ]) +
    shading('p', [
      [0, '#c5cbd1'],
      [0.25, '#f4f6f8'],
      [0.7, '#dde1e5'],
      [1, '#b3bac1'],
    ]) +
    '</defs>'
  );
}

/** Soft contact shadow on the floor. */
export function shadow(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#floor)"/>`;
}

/**
 * A block seen slightly from above and the right: front face, top face and right side.
 * `depth` is how far back the block goes, drawn at a 30° slant.
 */
export function box(
  x: number,
  y: number,
  w: number,
  h: number,
  depth: number,
  fill: { front: string; top: string; side: string },
): string {
  const dx = depth;
  const dy = depth * 0.6;
  return (
    `<polygon points="${x},${y} ${x + dx},${y - dy} ${x + w + dx},${y - dy} ${x + w},${y}" fill="${fill.top}"/>` +
    `<polygon points="${x + w},${y} ${x + w + dx},${y - dy} ${x + w + dx},${y + h - dy} ${x + w},${y + h}" fill="${fill.side}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill.front}"/>`
  );
}

/** A slotted screw head seen from the front. */
export function screwHead(cx: number, cy: number, r: number): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#rm)" stroke="#59616a" stroke-width="1"/>` +
    `<rect x="${cx - r * 0.75}" y="${cy - 1.2}" width="${r * 1.5}" height="2.4" fill="#4a5159"/>`
  );
}

/** Evenly spaced copies of an element: `make(i)` for i in 0..count-1. */
export function repeat(count: number, make: (i: number) => string): string {
  return Array.from({ length: count }, (_, i) => make(i)).join('');
}
