import { BRAND_ORANGE, box, repeat, shadow, type Drawing } from './svg';

const MODULE_FILL = { front: 'url(#dv)', top: '#5a616a', side: '#1c1f23' };

/** A PLC rack on a DIN rail: CPU with display and ports, then four I/O modules. */
const plc: Drawing = (p) => {
  const leds = (x: number, y: number, count: number): string =>
    repeat(count, (i) => {
      const colour = i === 1 ? '#f2b233' : i % 3 === 2 ? '#3c434b' : '#4fe08a';
      return `<rect x="${x}" y="${y + i * 9}" width="9" height="5" rx="1" fill="${colour}"/>`;
    });
  const ioModule = (x: number): string =>
    box(x, 152, 70, 236, 18, MODULE_FILL) +
    `<rect x="${x}" y="152" width="70" height="6" fill="${p.accent}"/>` +
    leds(x + 10, 170, 4) +
    leds(x + 24, 170, 4) +
    `<rect x="${x + 8}" y="210" width="54" height="160" rx="3" fill="#454c54"/>` +
    `<rect x="${x + 8}" y="210" width="54" height="3" fill="#6a727b"/>` +
    `<rect x="${x + 14}" y="334" width="42" height="22" fill="#e8ebee"/>`;
  return (
    shadow(330, 396, 250, 18) +
    `<rect x="84" y="282" width="476" height="30" fill="url(#mh)"/>` +
    box(104, 152, 122, 236, 18, MODULE_FILL) +
    `<rect x="104" y="152" width="122" height="6" fill="${p.accent}"/>` +
    `<rect x="118" y="172" width="94" height="46" rx="3" fill="#0d1a1f"/>` +
    `<rect x="124" y="180" width="60" height="6" fill="${p.light}" opacity="0.85"/>` +
    `<rect x="124" y="194" width="40" height="6" fill="${p.light}" opacity="0.55"/>` +
    `<rect x="120" y="232" width="9" height="5" rx="1" fill="#4fe08a"/>` +
    `<rect x="136" y="232" width="9" height="5" rx="1" fill="${BRAND_ORANGE}"/>` +
    `<rect x="118" y="258" width="94" height="12" rx="2" fill="#171a1d"/>` +
    repeat(
      2,
      (i) =>
        `<rect x="${124 + i * 44}" y="330" width="36" height="30" rx="2" fill="#c9ced3"/>` +
        `<rect x="${130 + i * 44}" y="338" width="24" height="16" fill="#2a2f34"/>`,
    ) +
    repeat(4, (i) => ioModule(228 + i * 76))
  );
};

/** An operator panel showing a shot curve: shapes only, no text. */
const hmi: Drawing = (p) =>
  shadow(330, 404, 230, 18) +
  box(124, 106, 392, 282, 20, { front: 'url(#dv)', top: '#4b525a', side: '#15181b' }) +
  `<rect x="146" y="126" width="348" height="214" rx="3" fill="#f2f5f7"/>` +
  `<rect x="146" y="126" width="348" height="24" fill="${p.dark}"/>` +
  `<rect x="156" y="134" width="60" height="8" rx="2" fill="${p.light}"/>` +
  repeat(
    4,
    (i) =>
      `<rect x="156" y="${162 + i * 42}" width="70" height="32" rx="4" fill="${i === 0 ? p.accent : '#dde4e9'}"/>`,
  ) +
  `<rect x="238" y="162" width="244" height="122" rx="3" fill="#ffffff" stroke="#d3dbe0"/>` +
  repeat(4, (i) => `<rect x="246" y="${186 + i * 24}" width="228" height="1" fill="#e3e8ec"/>`) +
  `<polyline points="248,272 300,270 340,262 368,214 380,184 392,196 420,200 474,202" fill="none" stroke="${p.accent}" stroke-width="3.5" stroke-linejoin="round"/>` +
  `<polyline points="248,262 320,258 362,226 380,270 474,274" fill="none" stroke="${BRAND_ORANGE}" stroke-width="2.5" stroke-linejoin="round"/>` +
  repeat(
    3,
    (i) =>
      `<rect x="${238 + i * 84}" y="296" width="76" height="34" rx="4" fill="#dde4e9"/>` +
      `<rect x="${246 + i * 84}" y="316" width="${30 + i * 14}" height="6" rx="2" fill="${p.accent}"/>`,
  ) +
  `<polygon points="146,126 300,126 200,340 146,340" fill="#ffffff" opacity="0.1"/>` +
  repeat(
    6,
    (i) => `<rect x="${176 + i * 50}" y="352" width="38" height="20" rx="4" fill="#3b4148"/>`,
  ) +
  `<circle cx="486" cy="362" r="4" fill="#4fe08a"/>`;

/** A 4–20 mA pressure transmitter: thread, hex, stainless body, label and M12 connector. */
const sensor: Drawing = () =>
  shadow(320, 400, 120, 18) +
  `<path d="M 320 112 C 320 58, 430 54, 560 96" fill="none" stroke="#15181b" stroke-width="16"/>` +
  `<path d="M 320 108 C 320 56, 430 50, 560 92" fill="none" stroke="#4b525a" stroke-width="4"/>` +
  `<rect x="298" y="352" width="44" height="38" fill="url(#mv)"/>` +
  repeat(
    6,
    (i) => `<rect x="298" y="${356 + i * 6}" width="44" height="2" fill="#59616a" opacity="0.7"/>`,
  ) +
  `<rect x="262" y="318" width="32" height="38" fill="#7f8892"/>` +
  `<rect x="294" y="318" width="52" height="38" fill="#dfe4e8"/>` +
  `<rect x="346" y="318" width="32" height="38" fill="#9aa3ac"/>` +
  `<ellipse cx="320" cy="318" rx="58" ry="9" fill="#eef1f4"/>` +
  `<rect x="276" y="168" width="88" height="154" fill="url(#mv)"/>` +
  `<rect x="276" y="224" width="88" height="66" fill="url(#av)"/>` +
  `<rect x="290" y="240" width="44" height="6" fill="#ffffff" opacity="0.85"/>` +
  `<rect x="290" y="254" width="28" height="4" fill="#ffffff" opacity="0.6"/>` +
  `<ellipse cx="320" cy="168" rx="44" ry="8" fill="#e6eaee"/>` +
  `<rect x="298" y="130" width="44" height="40" fill="url(#mv)"/>` +
  `<rect x="290" y="102" width="60" height="32" rx="4" fill="url(#dv)"/>` +
  repeat(
    8,
    (i) => `<rect x="${294 + i * 7}" y="104" width="2" height="28" fill="#5b636c" opacity="0.6"/>`,
  );

/** A solid-shaft encoder: flange face with shaft, cylindrical body and radial connector. */
const encoder: Drawing = () =>
  shadow(320, 398, 190, 20) +
  `<rect x="356" y="114" width="36" height="48" fill="url(#mv)"/>` +
  `<rect x="350" y="100" width="48" height="20" rx="3" fill="url(#mv)"/>` +
  `<ellipse cx="410" cy="272" rx="56" ry="108" fill="#59616a"/>` +
  `<rect x="286" y="164" width="124" height="216" fill="url(#mh)"/>` +
  `<rect x="372" y="164" width="16" height="216" fill="url(#ah)"/>` +
  `<ellipse cx="286" cy="272" rx="56" ry="108" fill="url(#rm)"/>` +
  `<ellipse cx="286" cy="272" rx="40" ry="78" fill="#8d96a0"/>` +
  `<ellipse cx="284" cy="272" rx="34" ry="66" fill="url(#rm)"/>` +
  repeat(3, (i) => {
    const a = (i * 2 * Math.PI) / 3 - Math.PI / 2;
    return `<ellipse cx="${286 + 47 * 0.52 * Math.cos(a)}" cy="${272 + 92 * Math.sin(a)}" rx="4" ry="7" fill="#3a4047"/>`;
  }) +
  `<rect x="186" y="260" width="100" height="24" fill="url(#ch)"/>` +
  `<ellipse cx="186" cy="272" rx="5" ry="12" fill="#c9d0d6"/>` +
  `<rect x="196" y="260" width="40" height="4" fill="#8d96a0"/>`;

export const ELECTRONIC = { plc, hmi, sensor, encoder };
