import { repeat, shadow, type Drawing } from './svg';

/** A die-casting shot sleeve: flange, nitrided tube with pouring hole, open bore at the end. */
const sleeve: Drawing = (p) =>
  shadow(330, 372, 260, 22) +
  `<rect x="150" y="240" width="364" height="100" fill="url(#mh)"/>` +
  `<rect x="466" y="240" width="10" height="100" fill="url(#ah)"/>` +
  repeat(
    3,
    (i) =>
      `<rect x="${186 + i * 12}" y="240" width="3" height="100" fill="#59616a" opacity="0.55"/>`,
  ) +
  `<rect x="118" y="212" width="44" height="156" rx="6" fill="url(#sh)"/>` +
  `<rect x="126" y="212" width="10" height="156" fill="#ffffff" opacity="0.18"/>` +
  `<ellipse cx="292" cy="244" rx="46" ry="11" fill="#c9d0d6"/>` +
  `<ellipse cx="292" cy="245" rx="38" ry="8" fill="#202428"/>` +
  `<ellipse cx="514" cy="290" rx="24" ry="50" fill="url(#rm)"/>` +
  `<ellipse cx="516" cy="290" rx="15" ry="35" fill="#1c1f23"/>` +
  `<rect x="150" y="246" width="364" height="5" fill="${p.light}" opacity="0.15"/>`;

/** An injection plunger: chrome rod, coupling and a beryllium-copper tip with ring grooves. */
const plunger: Drawing = () =>
  shadow(330, 364, 260, 20) +
  `<rect x="92" y="258" width="28" height="64" rx="4" fill="url(#mh)"/>` +
  `<rect x="118" y="272" width="290" height="36" fill="url(#ch)"/>` +
  `<rect x="400" y="260" width="32" height="60" rx="3" fill="url(#mh)"/>` +
  repeat(5, (i) => `<rect x="${404 + i * 6}" y="260" width="2" height="60" fill="#6d7680"/>`) +
  `<rect x="428" y="240" width="112" height="100" rx="8" fill="url(#uh)"/>` +
  repeat(
    2,
    (i) =>
      `<rect x="${452 + i * 24}" y="240" width="6" height="100" fill="#6b3414" opacity="0.55"/>`,
  ) +
  `<ellipse cx="540" cy="290" rx="14" ry="50" fill="#d9955f"/>` +
  `<ellipse cx="542" cy="290" rx="8" ry="30" fill="#e9b489"/>`;

function gearPath(cx: number, cy: number, teeth: number, outer: number, root: number): string {
  const pitch = (2 * Math.PI) / teeth;
  const at = (r: number, a: number): string =>
    `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  const points = Array.from({ length: teeth }, (_, i) => {
    const a = i * pitch;
    return [
      at(root, a - 0.27 * pitch),
      at(outer, a - 0.13 * pitch),
      at(outer, a + 0.13 * pitch),
      at(root, a + 0.27 * pitch),
    ].join(' ');
  });
  return `M ${points.join(' L ')} Z`;
}

/** A gear with lightening holes, its thickness shown as a darker offset copy, and a pinion. */
const gear: Drawing = (p) => {
  const big = gearPath(290, 250, 28, 146, 128);
  const small = gearPath(478, 314, 14, 72, 58);
  return (
    shadow(350, 392, 250, 24) +
    `<path d="${small}" fill="#4c545d" transform="translate(12 8)"/>` +
    `<path d="${small}" fill="url(#rm)"/>` +
    `<circle cx="478" cy="314" r="22" fill="#8d96a0"/>` +
    `<circle cx="478" cy="314" r="11" fill="#2a2e33"/>` +
    `<path d="${big}" fill="#4c545d" transform="translate(14 10)"/>` +
    `<path d="${big}" fill="url(#rm)"/>` +
    `<circle cx="290" cy="250" r="118" fill="none" stroke="#8d96a0" stroke-width="3"/>` +
    repeat(5, (i) => {
      const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
      const x = (290 + 82 * Math.cos(a)).toFixed(1);
      const y = (250 + 82 * Math.sin(a)).toFixed(1);
      return `<circle cx="${x}" cy="${y}" r="20" fill="#3a4046"/><circle cx="${x}" cy="${y}" r="20" fill="none" stroke="#c9d0d6" stroke-width="2"/>`;
    }) +
    `<circle cx="290" cy="250" r="46" fill="url(#rm)" stroke="#7f8892" stroke-width="2"/>` +
    `<circle cx="290" cy="250" r="24" fill="#23272b"/>` +
    `<rect x="284" y="220" width="12" height="10" fill="#23272b"/>` +
    `<circle cx="290" cy="250" r="50" fill="none" stroke="${p.accent}" stroke-width="3" opacity="0.5"/>`
  );
};

/** A flanged, self-lubricating bronze bushing with graphite plugs. */
const bushing: Drawing = () => {
  const plugs = repeat(3, (row) =>
    repeat(7, (i) => {
      const a = -Math.PI / 2 + ((i + 0.5 + (row % 2) * 0.5) * Math.PI) / 7.5;
      const x = 320 - 118 * Math.sin(a);
      const rx = 6 * Math.cos(a);
      return rx < 1.5
        ? ''
        : `<ellipse cx="${x.toFixed(1)}" cy="${236 + row * 40 + 22 * Math.cos(a)}" rx="${rx.toFixed(1)}" ry="6.5" fill="#2b2b2b"/>`;
    }),
  );
  return (
    shadow(320, 392, 200, 26) +
    `<path d="M 160 338 A 160 44 0 0 0 480 338 L 480 362 A 160 44 0 0 1 160 362 Z" fill="url(#zv)"/>` +
    `<ellipse cx="320" cy="338" rx="160" ry="44" fill="#e0bf7c"/>` +
    `<path d="M 202 190 A 118 36 0 0 0 438 190 L 438 338 A 118 36 0 0 1 202 338 Z" fill="url(#zv)"/>` +
    plugs +
    `<ellipse cx="320" cy="190" rx="118" ry="36" fill="#ecd08e"/>` +
    `<ellipse cx="320" cy="192" rx="80" ry="24" fill="url(#zh)"/>` +
    `<ellipse cx="320" cy="194" rx="76" ry="22" fill="#4a3214"/>` +
    `<path d="M 244 194 A 76 22 0 0 0 396 194 L 396 200 A 76 18 0 0 1 244 200 Z" fill="#8a6330" opacity="0.6"/>`
  );
};

/** A set of ejector pins with forged heads, fanned out. */
const pins: Drawing = () =>
  shadow(340, 366, 250, 34) +
  repeat(
    5,
    (i) =>
      `<g transform="translate(${132 + i * 18} ${196 + i * 34}) rotate(-8)">` +
      `<rect x="0" y="-16" width="14" height="32" rx="3" fill="url(#mh)"/>` +
      `<rect x="14" y="-7" width="${360 - i * 22}" height="14" fill="url(#ch)"/>` +
      `<ellipse cx="${374 - i * 22}" cy="0" rx="2.5" ry="7" fill="#dfe4e8"/>` +
      '</g>',
  );

/** A plasticizing screw: splined shank, helical flights and a check-ring tip. */
const screw: Drawing = (p) =>
  shadow(330, 366, 270, 18) +
  `<rect x="58" y="268" width="58" height="44" fill="url(#mh)"/>` +
  repeat(4, (i) => `<rect x="58" y="${274 + i * 10}" width="58" height="2" fill="#59616a"/>`) +
  // The far side of each flight, slanting the other way, so the flights read as one helix.
  repeat(
    11,
    (i) =>
      `<polygon points="${172 + i * 30},334 ${182 + i * 30},334 ${192 + i * 30},246 ${182 + i * 30},246" fill="#59616a"/>`,
  ) +
  `<rect x="110" y="270" width="412" height="40" fill="url(#ch)"/>` +
  repeat(
    12,
    (i) =>
      `<polygon points="${152 + i * 30},246 ${164 + i * 30},246 ${182 + i * 30},334 ${170 + i * 30},334" fill="url(#mh)"/>` +
      `<polygon points="${152 + i * 30},246 ${156 + i * 30},246 ${174 + i * 30},334 ${170 + i * 30},334" fill="#ffffff" opacity="0.5"/>`,
  ) +
  `<rect x="520" y="260" width="36" height="60" rx="3" fill="url(#mh)"/>` +
  `<rect x="520" y="284" width="36" height="4" fill="${p.accent}" opacity="0.6"/>` +
  `<polygon points="556,264 596,290 556,316" fill="url(#mh)"/>`;

export const MECHANICAL = { sleeve, plunger, gear, bushing, pins, screw };
