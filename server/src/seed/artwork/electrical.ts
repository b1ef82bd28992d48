import { BRAND_ORANGE, box, repeat, screwHead, shadow, type Drawing } from './svg';

/**
 * An IEC foot-mounted motor: finned frame in dark machine paint, shaft, fan cover, and the
 * terminal box in the category accent.
 */
const motor: Drawing = (p) =>
  shadow(320, 386, 240, 22) +
  `<rect x="212" y="350" width="64" height="28" fill="#2a2f34"/>` +
  `<rect x="376" y="350" width="64" height="28" fill="#2a2f34"/>` +
  `<rect x="104" y="279" width="66" height="26" fill="url(#ch)"/>` +
  `<rect x="116" y="274" width="34" height="6" rx="2" fill="#7f8892"/>` +
  `<rect x="164" y="210" width="34" height="164" rx="12" fill="url(#sh)"/>` +
  `<rect x="190" y="222" width="256" height="140" rx="14" fill="url(#sh)"/>` +
  repeat(
    9,
    (i) =>
      `<rect x="204" y="${234 + i * 14}" width="230" height="4" fill="#1d2125" opacity="0.45"/>` +
      `<rect x="204" y="${238 + i * 14}" width="230" height="1.5" fill="#ffffff" opacity="0.18"/>`,
  ) +
  `<rect x="440" y="216" width="74" height="152" rx="24" fill="url(#sh)"/>` +
  repeat(
    6,
    (i) => `<rect x="${458 + i * 8}" y="232" width="3" height="120" fill="#1d2125" opacity="0.6"/>`,
  ) +
  `<rect x="268" y="176" width="88" height="50" rx="6" fill="url(#ah)"/>` +
  `<rect x="262" y="168" width="100" height="13" rx="4" fill="${p.dark}"/>` +
  `<rect x="356" y="192" width="18" height="20" rx="3" fill="url(#dh)"/>` +
  `<rect x="380" y="262" width="46" height="30" rx="2" fill="#e4e8eb" stroke="#9aa3ac"/>` +
  `<rect x="386" y="268" width="12" height="4" fill="${BRAND_ORANGE}"/>` +
  repeat(
    3,
    (i) => `<rect x="386" y="${276 + i * 5}" width="${32 - i * 8}" height="2" fill="#9aa3ac"/>`,
  ) +
  `<circle cx="402" cy="206" r="11" fill="none" stroke="url(#mh)" stroke-width="6"/>`;

/** A DIN-rail pair: a contactor and a motor protection breaker with its rotary knob. */
const contactor: Drawing = (p) => {
  const device = (x: number, w: number, screws: number): string =>
    box(x, 168, w, 208, 18, { front: 'url(#pv)', top: '#f4f6f8', side: '#b3bac1' }) +
    repeat(2, (row) =>
      repeat(screws, (i) => {
        const cx = x + (w / (screws + 1)) * (i + 1);
        const cy = row === 0 ? 190 : 354;
        return (
          `<rect x="${cx - 11}" y="${cy - 11}" width="22" height="22" rx="2" fill="#3a4047"/>` +
          screwHead(cx, cy, 8)
        );
      }),
    );
  return (
    shadow(330, 392, 220, 16) +
    `<rect x="96" y="272" width="456" height="36" fill="url(#mh)"/>` +
    `<rect x="96" y="284" width="456" height="6" fill="#59616a" opacity="0.5"/>` +
    device(160, 148, 3) +
    `<rect x="178" y="222" width="112" height="112" rx="6" fill="#e3e7ea" stroke="#b3bac1"/>` +
    `<rect x="208" y="238" width="52" height="34" rx="3" fill="url(#ah)"/>` +
    `<rect x="196" y="288" width="76" height="30" rx="2" fill="#ffffff" stroke="#c5cbd1"/>` +
    device(340, 104, 3) +
    `<circle cx="392" cy="264" r="30" fill="url(#dv)"/>` +
    `<rect x="386" y="236" width="12" height="34" rx="4" fill="${p.accent}"/>` +
    `<rect x="358" y="306" width="68" height="24" rx="3" fill="#ffffff" stroke="#c5cbd1"/>`
  );
};

/** A band heater: a stainless ring with its clamp bolts and ceramic terminal block. */
const heater: Drawing = (p) =>
  shadow(320, 356, 200, 24) +
  `<ellipse cx="320" cy="214" rx="170" ry="60" fill="#eef1f4"/>` +
  // Inside the ring: the inner wall of the far half, then the floor seen through the hole.
  '<clipPath id="bore"><ellipse cx="320" cy="216" rx="160" ry="54"/></clipPath>' +
  `<ellipse cx="320" cy="216" rx="160" ry="54" fill="url(#sh)"/>` +
  `<g clip-path="url(#bore)"><ellipse cx="320" cy="290" rx="160" ry="54" fill="#e6e9ec"/>` +
  `<ellipse cx="320" cy="296" rx="120" ry="30" fill="url(#floor)"/></g>` +
  `<path d="M 150 214 A 170 60 0 0 0 490 214 L 490 290 A 170 60 0 0 1 150 290 Z" fill="url(#mv)"/>` +
  `<path d="M 150 252 A 170 60 0 0 0 490 252" fill="none" stroke="#7f8892" stroke-width="2" opacity="0.6"/>` +
  `<rect x="300" y="276" width="14" height="72" fill="url(#sv)"/>` +
  `<rect x="326" y="276" width="14" height="72" fill="url(#sv)"/>` +
  repeat(
    2,
    (i) => `<rect x="288" y="${290 + i * 38}" width="64" height="9" rx="2" fill="url(#ch)"/>`,
  ) +
  box(192, 282, 60, 40, 14, { front: '#f1ede2', top: '#fbf9f3', side: '#cfc7b3' }) +
  screwHead(210, 300, 7) +
  screwHead(236, 300, 7) +
  `<rect x="200" y="314" width="44" height="4" fill="${p.accent}"/>`;

/** A coiled power cable with a round M23 connector and stripped wire ends. */
const cable: Drawing = (p) => {
  const coil = (dx: number, dy: number, rx: number): string =>
    `<ellipse cx="${300 + dx}" cy="${290 + dy}" rx="${rx}" ry="66" fill="none" stroke="#15181b" stroke-width="16"/>` +
    `<ellipse cx="${300 + dx}" cy="${287 + dy}" rx="${rx}" ry="66" fill="none" stroke="#4d545c" stroke-width="4"/>`;
  const wires = ['#1b1d20', '#6b4a2b', '#8c939a', '#2f7d3a']
    .map(
      (c, i) =>
        `<rect x="${96 + i * 4}" y="${356 + i * 9}" width="46" height="6" fill="${c}"/>` +
        `<rect x="${84 + i * 4}" y="${356 + i * 9}" width="14" height="6" fill="url(#ch)"/>`,
    )
    .join('');
  return (
    shadow(330, 388, 220, 26) +
    coil(0, 0, 150) +
    coil(6, 9, 146) +
    coil(-4, 18, 152) +
    coil(3, 27, 148) +
    `<path d="M 446 320 C 500 310, 520 280, 522 236" fill="none" stroke="#15181b" stroke-width="16"/>` +
    `<path d="M 158 330 C 140 350, 150 370, 140 372" fill="none" stroke="#15181b" stroke-width="16"/>` +
    wires +
    `<g transform="rotate(8 522 200)">` +
    `<rect x="504" y="186" width="36" height="50" fill="url(#mv)"/>` +
    `<rect x="504" y="222" width="36" height="8" fill="${p.accent}"/>` +
    `<rect x="498" y="150" width="48" height="40" rx="4" fill="url(#mv)"/>` +
    repeat(
      7,
      (i) =>
        `<rect x="${502 + i * 6}" y="152" width="2" height="36" fill="#6d7680" opacity="0.7"/>`,
    ) +
    `</g>`
  );
};

export const ELECTRICAL = { motor, contactor, heater, cable };
