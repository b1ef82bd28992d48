// Brand mark and wordmark: an orange rounded square holding a white "C" ring
// (CAST) around a drop of molten metal.
import { ORANGE, GRAPHITE, WHITE, text, textWidth, textD } from './svg.mjs';

const C_RING = 'M46.2 20.1A18.5 18.5 0 1 0 46.2 43.9';
const DROP = 'M32 21.5C32 21.5 39 29.6 39 35.4A7 7 0 1 1 25 35.4C25 29.6 32 21.5 32 21.5Z';

/**
 * The mark in a 64x64 box. `rounded`: rounded square (false = full bleed,
 * for the apple-touch icon which iOS rounds itself).
 */
export function markBody({ rounded = true, bg = ORANGE, fg = WHITE, stroke = 7.5 } = {}) {
  const square = rounded
    ? `<rect width="64" height="64" rx="14" fill="${bg}"/>`
    : `<rect width="64" height="64" fill="${bg}"/>`;
  return (
    square +
    `<path d="${C_RING}" fill="none" stroke="${fg}" stroke-width="${stroke}" stroke-linecap="round"/>` +
    `<path d="${DROP}" fill="${fg}"/>`
  );
}

/** The mark placed at x,y with a given size, for use inside larger drawings. */
export function markAt(x, y, size, opts) {
  return `<g transform="translate(${x} ${y}) scale(${size / 64})">${markBody(opts)}</g>`;
}

/**
 * Horizontal wordmark on a 240x56 canvas: mark, "CAST ALL" (two tones) and the
 * tagline "MÁQUINAS INDUSTRIAIS" justified to the width of the name.
 */
export function wordmarkBody({ light = false } = {}) {
  const main = light ? WHITE : GRAPHITE;
  const sub = light ? '#D5D8DC' : '#4B535C';
  const x0 = 58;
  const size = 32;
  const ls = 1.2;
  const castW = textWidth('CAST ', size, { ls });
  const nameW = textWidth('CAST ALL', size, { ls });
  const tag = 'MÁQUINAS INDUSTRIAIS';
  const tagSize = 9.6;
  const plain = textWidth(tag, tagSize, { weight: 'regular' });
  const tagLs = (nameW - plain) / (tag.length - 1);
  return (
    `<g transform="translate(2 4) scale(.75)">${markBody()}</g>` +
    `<path d="${textD('CAST', x0, 32, size, { ls })}" fill="${main}"/>` +
    `<path d="${textD('ALL', x0 + castW + ls, 32, size, { ls })}" fill="${ORANGE}"/>` +
    text(tag, x0 + 0.5, 48, tagSize, { weight: 'regular', ls: tagLs, fill: sub })
  );
}
