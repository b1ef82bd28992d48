import { BRAND_ORANGE, box, repeat, screwHead, shadow, type Drawing } from './svg';

const valve: Drawing = (p) => {
  const solenoid = (x: number): string =>
    box(x, 262, 110, 86, 34, { front: 'url(#ah)', top: p.light, side: p.dark }) +
    `<rect x="${x + 8}" y="262" width="10" height="86" fill="${p.dark}" opacity="0.55"/>` +
    box(x + 30, 212, 52, 44, 20, { front: 'url(#dh)', top: '#4b525a', side: '#1c1f23' }) +
    screwHead(x + 56, 234, 7);
  return (
    shadow(330, 392, 240, 24) +
    // Subplate the valve is bolted to, in darker machined steel.
    box(214, 358, 212, 30, 40, { front: 'url(#sh)', top: '#aab3bc', side: '#3f464e' }) +
    solenoid(120) +
    box(230, 246, 180, 114, 40, { front: 'url(#mv)', top: '#eef1f4', side: '#858f99' }) +
    repeat(4, (i) => `<ellipse cx="${262 + i * 44 + 14}" cy="234" rx="9" ry="4" fill="#59616a"/>`) +
    `<rect x="250" y="276" width="140" height="46" rx="3" fill="#e9ecef" stroke="#a7b0b9"/>` +
    repeat(
      3,
      (i) =>
        `<rect x="262" y="${286 + i * 10}" width="${110 - i * 30}" height="4" fill="#a7b0b9"/>`,
    ) +
    solenoid(410) +
    // Manual override pin on the visible end of the right solenoid.
    `<ellipse cx="537" cy="284" rx="7" ry="12" fill="${BRAND_ORANGE}"/>`
  );
};

const cylinder: Drawing = () => {
  const cap = (x: number): string =>
    `<rect x="${x}" y="234" width="42" height="132" rx="4" fill="url(#mh)"/>` +
    `<rect x="${x + 10}" y="214" width="22" height="22" fill="url(#mv)"/>` +
    `<rect x="${x + 5}" y="208" width="32" height="8" rx="2" fill="#6d7680"/>`;
  return (
    shadow(330, 378, 260, 22) +
    `<rect x="86" y="268" width="40" height="64" rx="10" fill="url(#mh)"/>` +
    `<circle cx="104" cy="300" r="12" fill="#3d434a"/>` +
    `<rect x="150" y="250" width="280" height="100" fill="url(#ah)"/>` +
    cap(120) +
    cap(420) +
    repeat(
      2,
      (i) => `<rect x="150" y="${240 + i * 112}" width="270" height="9" fill="url(#ch)"/>`,
    ) +
    `<rect x="462" y="283" width="104" height="34" fill="url(#ch)"/>` +
    `<rect x="556" y="268" width="34" height="64" rx="8" fill="url(#mh)"/>` +
    `<circle cx="573" cy="300" r="11" fill="#3d434a"/>`
  );
};

const pump: Drawing = (p) =>
  shadow(330, 382, 220, 24) +
  `<rect x="236" y="214" width="204" height="152" rx="20" fill="url(#ah)"/>` +
  `<rect x="236" y="226" width="204" height="10" fill="${p.light}" opacity="0.35"/>` +
  `<rect x="430" y="228" width="52" height="124" rx="12" fill="url(#mh)"/>` +
  `<rect x="200" y="196" width="42" height="188" rx="8" fill="url(#mh)"/>` +
  screwHead(221, 214, 8) +
  screwHead(221, 366, 8) +
  `<rect x="182" y="262" width="22" height="56" rx="3" fill="url(#mh)"/>` +
  `<rect x="120" y="278" width="66" height="24" fill="url(#ch)"/>` +
  `<rect x="130" y="273" width="34" height="6" rx="2" fill="#7f8892"/>` +
  `<rect x="298" y="172" width="74" height="44" fill="url(#mv)"/>` +
  `<rect x="286" y="160" width="98" height="15" rx="3" fill="url(#mh)"/>` +
  screwHead(298, 167, 5) +
  screwHead(372, 167, 5) +
  box(396, 184, 44, 32, 14, { front: p.dark, top: p.accent, side: '#1f2327' }) +
  `<circle cx="418" cy="178" r="6" fill="${BRAND_ORANGE}"/>`;

/** A hose drawn as a thick rubber stroke with a highlight, and crimped fittings at each end. */
const hose: Drawing = () => {
  const path = 'M 160 318 C 160 150, 330 150, 330 260 S 500 360, 500 196';
  const fitting = (x: number, y: number, up: boolean): string => {
    const ferrule = up ? y - 42 : y;
    const nut = up ? y - 66 : y + 42;
    return (
      `<rect x="${x - 19}" y="${ferrule}" width="38" height="42" rx="3" fill="url(#mv)"/>` +
      repeat(
        3,
        (i) =>
          `<rect x="${x - 19}" y="${ferrule + 8 + i * 11}" width="38" height="2" fill="#7f8892"/>`,
      ) +
      `<rect x="${x - 24}" y="${nut}" width="48" height="24" fill="url(#mv)"/>` +
      `<rect x="${x - 8}" y="${nut}" width="16" height="24" fill="#ffffff" opacity="0.35"/>`
    );
  };
  return (
    shadow(330, 388, 230, 20) +
    `<path d="${path}" fill="none" stroke="#15181b" stroke-width="34" stroke-linecap="butt"/>` +
    `<path d="${path}" fill="none" stroke="#2d3237" stroke-width="24"/>` +
    `<path d="${path}" fill="none" stroke="#6a727b" stroke-width="5" transform="translate(-6 -5)" opacity="0.8"/>` +
    fitting(160, 318, false) +
    fitting(500, 196, true)
  );
};

const accumulator: Drawing = (p) =>
  shadow(320, 396, 120, 18) +
  `<rect x="296" y="364" width="48" height="26" fill="url(#mv)"/>` +
  `<path d="M 262 172 A 58 58 0 0 1 378 172 L 378 346 A 58 26 0 0 1 262 346 Z" fill="url(#av)"/>` +
  `<rect x="270" y="214" width="100" height="82" rx="4" fill="#f4f5f6" opacity="0.92"/>` +
  `<rect x="280" y="226" width="56" height="9" fill="${p.accent}"/>` +
  repeat(
    4,
    (i) => `<rect x="280" y="${244 + i * 11}" width="${80 - i * 12}" height="4" fill="#b0b7be"/>`,
  ) +
  `<rect x="266" y="180" width="10" height="160" fill="#ffffff" opacity="0.22"/>` +
  `<rect x="302" y="104" width="36" height="26" fill="url(#mv)"/>` +
  `<rect x="294" y="80" width="52" height="26" rx="5" fill="url(#dv)"/>`;

/** A seal kit: PTFE guide ring, O-rings and an accent-coloured polyurethane seal. */
const seals: Drawing = (p) => {
  const ring = (
    cx: number,
    cy: number,
    rx: number,
    ry: number,
    w: number,
    dark: string,
    hi: string,
  ) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${dark}" stroke-width="${w}"/>` +
    `<ellipse cx="${cx}" cy="${cy - w * 0.22}" rx="${rx}" ry="${ry}" fill="none" stroke="${hi}" stroke-width="${w * 0.28}" opacity="0.8"/>`;
  return (
    shadow(320, 332, 260, 70) +
    ring(320, 240, 104, 40, 20, '#cfc8b4', '#f7f3e8') +
    ring(236, 292, 116, 46, 17, '#131517', '#5b636c') +
    ring(408, 288, 96, 38, 24, p.dark, p.light) +
    ring(196, 360, 52, 19, 11, '#131517', '#5b636c') +
    ring(448, 362, 62, 22, 11, '#131517', '#5b636c')
  );
};

export const HYDRAULIC = { valve, cylinder, pump, hose, accumulator, seals };
