// Hand-written SVG badges and flags.
import { n, ORANGE_DARK } from '../lib/svg.mjs';

function doc(w, h, title, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${title}</title>${body}</svg>`;
}

/**
 * The footer's badges are emblems only: the page writes the label beside them in the
 * visitor's language, so no text is drawn into the picture.
 */
export async function badges(out) {
  const made =
    `<circle cx="28" cy="28" r="27" fill="#fff"/>` +
    `<circle cx="28" cy="28" r="21" fill="#009C3B"/>` +
    `<path d="M28 12.5 45.5 28 28 43.5 10.5 28z" fill="#FFDF00"/>` +
    `<circle cx="28" cy="28" r="8.5" fill="#002776"/>` +
    `<path d="M20 27q8-3.4 16 1.8" fill="none" stroke="#fff" stroke-width="1.8"/>`;
  out.text('images/badges/made-in-brazil.svg', doc(56, 56, 'Made in Brazil', made));
  const financing =
    `<circle cx="28" cy="28" r="28" fill="${ORANGE_DARK}"/>` +
    `<circle cx="28" cy="28" r="19" fill="#fff"/>` +
    `<path d="M21 36 35 20" stroke="${ORANGE_DARK}" stroke-width="3.4" stroke-linecap="round"/>` +
    `<circle cx="22.5" cy="21.5" r="3.6" fill="${ORANGE_DARK}"/><circle cx="33.5" cy="34.5" r="3.6" fill="${ORANGE_DARK}"/>`;
  out.text('images/badges/financing.svg', doc(56, 56, 'Financiamento', financing));
}

export async function flags(out) {
  // Brazil: green field, yellow rhombus, blue globe with the white band
  const br =
    `<rect width="640" height="480" fill="#009C3B"/>` +
    `<path d="M320 40 596 240 320 440 44 240z" fill="#FFDF00"/>` +
    `<circle cx="320" cy="240" r="106" fill="#002776"/>` +
    `<clipPath id="g"><circle cx="320" cy="240" r="106"/></clipPath>` +
    `<circle cx="386" cy="627" r="414" fill="none" stroke="#fff" stroke-width="17" clip-path="url(#g)"/>`;
  out.text('images/flags/br.svg', doc(640, 480, 'Brasil', br));

  // United States, 4:3 crop: 13 stripes, canton 0.76 x hoist, 50 stars
  const sh = 480 / 13;
  let stripes = '';
  for (let i = 0; i < 13; i += 2) stripes += `M0 ${n(i * sh)}h640v${n(sh)}H0z`;
  const star = starPath(14.8);
  let stars = '';
  for (let k = 1; k <= 9; k++)
    for (let i = 1; i <= 11; i++)
      if ((i + k) % 2 === 0) stars += `<use href="#s" x="${n(i * 30.24)}" y="${n(k * 25.92)}"/>`;
  const us =
    `<rect width="640" height="480" fill="#fff"/><path d="${stripes}" fill="#B22234"/>` +
    `<rect width="364.8" height="${n(sh * 7)}" fill="#3C3B6E"/>` +
    `<defs><path id="s" d="${star}" fill="#fff"/></defs>${stars}`;
  out.text('images/flags/us.svg', doc(640, 480, 'United States', us));

  // Spain: red-yellow-red 1:2:1 (civil flag, without the coat of arms)
  const es = `<rect width="640" height="480" fill="#AA151B"/><rect y="120" width="640" height="240" fill="#F1BF00"/>`;
  out.text('images/flags/es.svg', doc(640, 480, 'España', es));
}

function starPath(r) {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const rad = i % 2 ? r * 0.382 : r;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    d += `${i ? 'L' : 'M'}${n(rad * Math.cos(a))} ${n(rad * Math.sin(a))}`;
  }
  return d + 'Z';
}
