// Service, gallery and company illustrations (4:3 at 480 and 800 wide, the factory 3:2 at
// 800 and 1200 wide), each in AVIF and WebP.
import {
  svgDoc,
  rect,
  circle,
  ellipse,
  line,
  poly,
  linGrad,
  radGrad,
  glow,
  text,
  n,
  rng,
  ORANGE,
  GRAPHITE,
} from '../lib/svg.mjs';
import { markAt } from '../lib/brand.mjs';
import { machineDefs, dieCaster, plasticInjector, shadow, PAL } from '../lib/machines.mjs';
import { hall, sparks } from '../lib/hall.mjs';
import { studio } from './products.mjs';

const W = 800;
const H = 600;

/**
 * Renders one scene and writes it as AVIF and WebP at each width
 * (`<base>-<width>.avif|webp`), the layout the UI's `Picture` component reads.
 * `max` is the WebP budget at the full width; smaller widths get a share of it
 * in proportion to their area, and AVIF must fit in the same budget. `avifQuality`
 * is lowered for busy first-screen pictures, whose bytes hold back a phone's LCP.
 */
async function save(
  out,
  base,
  body,
  {
    w = W,
    h = H,
    widths = [480, 800],
    quality = 78,
    avifQuality = 55,
    max = 45_000,
    defs = '',
  } = {},
) {
  const svg = svgDoc(w, h, body, { defs: machineDefs() + commonDefs() + defs });
  const master = await out.raster(svg).png().toBuffer();
  for (const width of widths) {
    const budget = Math.round(max * Math.max(0.5, (width / w) ** 2));
    const resized = () => out.sharp(master).resize(width, Math.round((width * h) / w));
    await out.save(
      `${base}-${width}.avif`,
      resized().avif({ quality: avifQuality, effort: 6, chromaSubsampling: '4:2:0' }),
      budget,
    );
    // step WebP quality down until the budget is met
    for (let q = quality; ; q -= 6) {
      const buf = await resized().webp({ quality: q, effort: 6, smartSubsample: true }).toBuffer();
      if (buf.length <= budget * 0.97 || q <= 40) {
        await out.save(`${base}-${width}.webp`, out.sharp(buf), budget);
        break;
      }
    }
  }
}

function commonDefs() {
  return (
    radGrad(
      'dkBg',
      [
        [0, '#2b3138'],
        [0.6, '#1F2328'],
        [1, '#121519'],
      ],
      { cx: 0.5, cy: 0.4, r: 0.8 },
    ) +
    `<pattern id="grid" width="20" height="20" patternUnits="userSpaceOnUse"><path d="M20 0H0V20" fill="none" stroke="#ffffff" stroke-opacity=".05"/></pattern>` +
    `<pattern id="grid5" width="100" height="100" patternUnits="userSpaceOnUse"><path d="M100 0H0V100" fill="none" stroke="${ORANGE}" stroke-opacity=".14"/></pattern>` +
    `<filter id="ds" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="8" stdDeviation="8" flood-color="#000" flood-opacity=".28"/></filter>` +
    `<filter id="soft"><feGaussianBlur stdDeviation="6"/></filter>`
  );
}

/** Dark blueprint backdrop. */
function darkGrid(w = W, h = H) {
  return (
    rect(0, 0, w, h, 'fill="url(#dkBg)"') +
    rect(0, 0, w, h, 'fill="url(#grid)"') +
    rect(0, 0, w, h, 'fill="url(#grid5)"')
  );
}

/** Before/after backdrop: same layout, dull and dusty vs clean and bright. */
function workshop(before, floor = 470) {
  if (!before) return studio(W, H, floor);
  const r = rng(99);
  let s =
    `<defs>${linGrad('wsB', [
      [0, '#8d8878'],
      [0.6, '#6f6a5d'],
      [1, '#4f4b42'],
    ])}${radGrad(
      'wsV',
      [
        [0.5, '#000', 0],
        [1, '#000', 0.55],
      ],
      { r: 0.75 },
    )}</defs>` + rect(0, 0, W, H, 'fill="url(#wsB)"');
  // wall panels and stains
  for (let x = 0; x < W; x += 100)
    s += line(x, 0, x, floor - 40, 'stroke="#000" stroke-opacity=".12" stroke-width="2"');
  for (let i = 0; i < 16; i++)
    s += ellipse(
      r() * W,
      r() * (floor - 60),
      8 + r() * 40,
      5 + r() * 26,
      `fill="#3b3426" fill-opacity="${n(0.04 + r() * 0.08)}"`,
    );
  s += rect(0, floor - 40, W, H - floor + 40, 'fill="#4a463d"');
  for (let i = 0; i < 7; i++)
    s += ellipse(
      80 + r() * 640,
      floor + 10 + r() * 90,
      30 + r() * 70,
      6 + r() * 10,
      'fill="#1c1a16" fill-opacity=".45"',
    );
  return s;
}
function vignetteBefore() {
  return (
    rect(0, 0, W, H, 'fill="url(#wsV)"') + rect(0, 0, W, H, 'fill="#6b5a3a" fill-opacity=".12"')
  );
}

function placed(drawing, width, floor = 470, x) {
  const px = x ?? (W - width) / 2;
  return (
    shadow(px + width / 2, floor, width) +
    `<g transform="translate(${n(px)} ${floor})">${drawing}</g>`
  );
}

// ------------------------------------------------------------------ shapes
function gearPath(cx, cy, ro, ri, teeth, hole) {
  let d = '';
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    const pts = [
      [ri, a],
      [ro, a + step * 0.12],
      [ro, a + step * 0.45],
      [ri, a + step * 0.57],
    ];
    for (const [rad, ang] of pts)
      d += `${d ? 'L' : 'M'}${n(cx + rad * Math.cos(ang))} ${n(cy + rad * Math.sin(ang))}`;
  }
  d += 'Z';
  if (hole)
    d += `M${n(cx + hole)} ${n(cy)}A${n(hole)} ${n(hole)} 0 1 0 ${n(cx - hole)} ${n(cy)}A${n(hole)} ${n(hole)} 0 1 0 ${n(cx + hole)} ${n(cy)}Z`;
  return d;
}

let wrenchId = 0;
function wrench(x, y, len, angle, fill = 'url(#stV)') {
  const w = len * 0.11;
  const head = len * 0.16;
  const ring = len * 0.1;
  const id = `wr${wrenchId++}`;
  // open end: a disc with a jaw slot cut by a mask; ring end: annulus
  const mask =
    `<mask id="${id}" maskUnits="userSpaceOnUse" x="${n(-head * 2)}" y="${n(-head * 2)}" width="${n(len + head * 4)}" height="${n(head * 4)}">` +
    rect(-head * 2, -head * 2, len + head * 4, head * 4, 'fill="#fff"') +
    rect(-head * 1.6, -head * 0.42, head * 1.4, head * 0.84, 'fill="#000"') +
    circle(len, 0, ring * 0.5, 'fill="#000"') +
    `</mask>`;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle})" filter="url(#ds)"><defs>${mask}</defs>` +
    `<g mask="url(#${id})" fill="${fill}">` +
    rect(0, -w / 2, len, w, `rx="${n(w / 3)}"`) +
    circle(0, 0, head) +
    circle(len, 0, ring) +
    `</g>` +
    rect(
      head * 1.4,
      -w * 0.18,
      len - head * 1.4 - ring * 1.6,
      w * 0.36,
      `fill="#000" fill-opacity=".12" rx="${n(w * 0.18)}"`,
    ) +
    `</g>`
  );
}

function hexNut(cx, cy, r, fill = 'url(#stV)') {
  const pts = [];
  for (let i = 0; i < 6; i++)
    pts.push([cx + r * Math.cos((i * Math.PI) / 3), cy + r * Math.sin((i * Math.PI) / 3)]);
  return `<g filter="url(#ds)">${poly(pts, `fill="${fill}" stroke="#59616b" stroke-width="1.5"`)}${circle(cx, cy, r * 0.48, 'fill="#eef0f2" stroke="#6b737c" stroke-width="2"')}</g>`;
}

function bolt(x, y, len, angle) {
  let s = `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle})" filter="url(#ds)">`;
  s += rect(0, -9, len, 18, 'fill="url(#stV)" rx="2"');
  for (let t = 8; t < len - 4; t += 6)
    s += line(t, -9, t + 3, 9, 'stroke="#59616b" stroke-width="1.2"');
  s += rect(-24, -16, 26, 32, 'fill="url(#stV)" stroke="#59616b" rx="3"');
  s += '</g>';
  return s;
}

// ------------------------------------------------------------------ services
export async function services(out) {
  // retrofit: blueprint wireframe turning into the finished machine
  {
    const L = 660;
    const Hm = 215;
    const x0 = (W - L) / 2;
    const clipL = `<clipPath id="cl"><polygon points="0,0 430,0 360,600 0,600"/></clipPath>`;
    const clipR = `<clipPath id="cr"><polygon points="430,0 800,0 800,600 360,600"/></clipPath>`;
    const m = (pal) =>
      `<g transform="translate(${x0} 460)">${dieCaster({ L, H: Hm, acc: 2, pal, label: 'CAST ALL' })}</g>`;
    let s = darkGrid();
    s += glow(560, 470, 420, 90, ORANGE, 0.25);
    s += `<g clip-path="url(#cl)">${m(PAL.wire)}</g>`;
    s += `<g clip-path="url(#cr)">${shadow(400, 460, L, 0.6)}${m(PAL.new)}</g>`;
    s += line(430, 0, 360, 600, `stroke="${ORANGE}" stroke-width="3"`);
    s += glow(395, 300, 40, 300, ORANGE, 0.35);
    // dimension line in blueprint style
    s += line(
      x0,
      520,
      x0 + L * 0.45,
      520,
      `stroke="${ORANGE}" stroke-width="1.2" stroke-dasharray="6 4"`,
    );
    s += line(x0, 510, x0, 530, `stroke="${ORANGE}" stroke-width="1.2"`);
    await save(out, 'images/services/retrofit', s, { defs: clipL + clipR });
  }
  // maintenance: gear, wrench and bolts on a dark grid
  {
    let s = darkGrid();
    s += glow(330, 300, 330, 260, ORANGE, 0.22);
    s += `<path d="${gearPath(330, 300, 170, 140, 18, 62)}" fill="url(#org)" fill-rule="evenodd" filter="url(#ds)"/>`;
    s += circle(
      330,
      300,
      100,
      'fill="none" stroke="#ffffff" stroke-opacity=".25" stroke-width="3"',
    );
    s += `<path d="${gearPath(590, 170, 88, 70, 12, 30)}" fill="url(#stV)" fill-rule="evenodd" filter="url(#ds)"/>`;
    s += `<path d="${gearPath(610, 430, 60, 48, 10, 20)}" fill="#3b424a" stroke="${ORANGE}" stroke-width="2" fill-rule="evenodd"/>`;
    s += wrench(150, 500, 480, -38);
    s += hexNut(130, 120, 34, 'url(#stV)');
    s += hexNut(705, 305, 24, 'url(#stV)');
    await save(out, 'images/services/maintenance', s);
  }
  // parts: catalogue flat lay on a light table
  {
    let s = studio(W, H, 700);
    s += rect(0, 0, W, H, 'fill="url(#grid)" opacity=".0"');
    s += `<path d="${gearPath(200, 190, 110, 92, 16, 40)}" fill="url(#stV)" stroke="#59616b" fill-rule="evenodd" filter="url(#ds)"/>`;
    s += circle(200, 190, 64, 'fill="none" stroke="#59616b" stroke-opacity=".5" stroke-width="2"');
    // hydraulic piston and rod
    s += `<g filter="url(#ds)">${rect(380, 110, 300, 70, 'fill="url(#stV)" rx="8"')}${rect(680, 130, 90, 30, 'fill="url(#stV)" rx="4"')}${rect(440, 104, 16, 82, 'fill="#2b3036" rx="3"')}${rect(610, 104, 16, 82, 'fill="#2b3036" rx="3"')}</g>`;
    // seal rings
    for (const [cx, cy, rr, c] of [
      [420, 320, 56, ORANGE],
      [545, 320, 44, '#1F2328'],
      [645, 320, 34, ORANGE],
    ])
      s += `<g filter="url(#ds)">${circle(cx, cy, rr, `fill="none" stroke="${c}" stroke-width="${n(rr * 0.32)}"`)}${circle(cx, cy, rr, 'fill="none" stroke="#ffffff" stroke-opacity=".25" stroke-width="2"')}</g>`;
    // valve block with ports
    s += `<g filter="url(#ds)">${rect(90, 360, 200, 150, 'fill="url(#gph)" rx="10"')}`;
    for (const [px, py] of [
      [135, 405],
      [190, 405],
      [245, 405],
      [160, 465],
      [220, 465],
    ])
      s += circle(px, py, 14, 'fill="#0f1114" stroke="#9aa3ad" stroke-width="3"');
    s += rect(90, 360, 200, 10, `fill="${ORANGE}" rx="4"`) + '</g>';
    for (const [x, y, a] of [
      [380, 450, -8],
      [400, 520, -8],
    ])
      s += bolt(x, y, 130, a);
    s += hexNut(620, 460, 30);
    s += hexNut(700, 470, 26);
    s += hexNut(660, 540, 22);
    s += markAt(W - 56, H - 50, 30);
    await save(out, 'images/services/parts', s);
  }
  // retrofit before / after: identical framing
  for (const before of [true, false]) {
    const L = 680;
    let s = workshop(before);
    s += placed(
      dieCaster({
        L,
        H: 225,
        acc: 2,
        pal: before ? PAL.worn : PAL.new,
        label: before ? '' : 'CAST ALL',
        seed: 5,
      }),
      L,
    );
    if (before) s += vignetteBefore();
    await save(out, `images/services/retrofit-${before ? 'before' : 'after'}`, s);
  }
}

// ------------------------------------------------------------------ gallery
function cabinet(before) {
  const r = rng(before ? 21 : 22);
  let s = rect(0, 0, W, H, `fill="${before ? '#5d594f' : '#2b3036'}"`);
  // cabinet body and open frame
  s += rect(40, 20, 720, 560, `fill="${before ? '#8c8775' : '#bfc5cc'}" rx="6"`);
  s += rect(60, 40, 680, 520, `fill="${before ? '#c8bf9f' : '#e4e8ec'}"`);
  if (before) {
    for (let i = 0; i < 18; i++)
      s += ellipse(
        60 + r() * 680,
        40 + r() * 520,
        10 + r() * 50,
        6 + r() * 30,
        `fill="#6b5532" fill-opacity="${n(0.08 + r() * 0.15)}"`,
      );
    // old contactors, relays and fuses scattered unevenly
    const parts = [];
    for (let i = 0; i < 14; i++) {
      const x = 90 + (i % 7) * 90 + r() * 20;
      const y = 80 + Math.floor(i / 7) * 200 + r() * 40;
      parts.push([x, y]);
      s += rect(x, y, 58, 80, 'fill="#d9d0b0" stroke="#5a5240" stroke-width="2" rx="3"');
      s += rect(x + 8, y + 8, 42, 24, 'fill="#2d2a24" rx="2"');
      s += circle(x + 29, y + 56, 9, 'fill="#8a3b24"');
    }
    s += rect(90, 470, 620, 50, 'fill="#b3aa8a" stroke="#5a5240"');
    for (let i = 0; i < 30; i++) s += rect(95 + i * 20.5, 476, 14, 38, 'fill="#7d745c"');
    // wire spaghetti
    const cols = ['#b3261e', '#1f4fa8', '#1d1d1d', '#d8b21f', '#2f7d32', '#9a9a9a'];
    for (let i = 0; i < 70; i++) {
      const [ax, ay] = parts[Math.floor(r() * parts.length)];
      const bx = 100 + r() * 600;
      const by = 490;
      const c = cols[Math.floor(r() * cols.length)];
      s += `<path d="M${n(ax + 29)} ${n(ay + 80)}C${n(ax + (r() - 0.5) * 400)} ${n(ay + 120 + r() * 200)} ${n(bx + (r() - 0.5) * 400)} ${n(by - 200 - r() * 200)} ${n(bx)} ${n(by)}" fill="none" stroke="${c}" stroke-width="${n(2.2 + r() * 1.6)}" stroke-opacity=".9"/>`;
    }
    s += rect(0, 0, W, H, 'fill="#5b4a2a" fill-opacity=".12"');
  } else {
    // cable ducts
    for (const y of [60, 250, 440]) {
      s += rect(70, y, 660, 34, 'fill="#9aa3ad" rx="2"');
      for (let x = 78; x < 722; x += 14) s += rect(x, y + 4, 6, 26, 'fill="#7f8892"');
    }
    // DIN rails with modules
    for (const [row, y] of [
      [0, 110],
      [1, 300],
    ]) {
      s += rect(70, y + 50, 660, 14, 'fill="#c9d0d7" stroke="#8a939d"');
      let x = 80;
      const spec =
        row === 0
          ? [
              ['plc', 150],
              ['io', 38],
              ['io', 38],
              ['io', 38],
              ['psu', 90],
              ['gap', 14],
              ['cb', 26],
              ['cb', 26],
              ['cb', 26],
              ['cb', 26],
              ['cb', 26],
            ]
          : [
              ['vfd', 120],
              ['vfd', 120],
              ['gap', 20],
              ['ct', 46],
              ['ct', 46],
              ['ct', 46],
              ['gap', 20],
              ['tb', 140],
            ];
      for (const [kind, w] of spec) {
        if (kind === 'plc') {
          s +=
            rect(x, y, w, 120, 'fill="#2b3036" rx="4"') +
            rect(x + 10, y + 14, 60, 30, 'fill="#14171a"');
          for (let i = 0; i < 8; i++)
            s += circle(
              x + 86 + (i % 4) * 14,
              y + 20 + Math.floor(i / 4) * 14,
              3.5,
              `fill="${i % 3 ? '#36d46b' : ORANGE}"`,
            );
          s += text('CAST ALL', x + 12, y + 100, 11, { fill: '#9aa3ad' });
        } else if (kind === 'io') {
          s += rect(x, y, w - 4, 120, 'fill="#3b424a" rx="3"');
          for (let i = 0; i < 6; i++)
            s += circle(x + (w - 4) / 2, y + 20 + i * 14, 3, 'fill="#36d46b"');
        } else if (kind === 'psu')
          s +=
            rect(x, y, w - 4, 120, 'fill="#5f7890" rx="4"') +
            rect(x + 12, y + 16, w - 28, 18, 'fill="#e4e8ec" rx="2"');
        else if (kind === 'cb')
          s +=
            rect(x, y + 10, w - 3, 100, 'fill="#f4f5f6" stroke="#8a939d" rx="3"') +
            rect(x + 6, y + 44, w - 15, 22, `fill="${GRAPHITE}" rx="2"`);
        else if (kind === 'vfd')
          s +=
            rect(x, y - 10, w - 8, 140, 'fill="#2b3036" rx="6"') +
            rect(x + 20, y + 10, w - 48, 30, 'fill="#14171a" rx="3"') +
            text('50.0', x + 28, y + 32, 16, { fill: ORANGE }) +
            rect(x, y + 120, w - 8, 10, `fill="${ORANGE}"`);
        else if (kind === 'ct')
          s +=
            rect(x, y + 6, w - 6, 108, 'fill="#dfe3e8" stroke="#8a939d" rx="4"') +
            rect(x + 8, y + 40, w - 22, 30, 'fill="#9aa3ad" rx="2"');
        else if (kind === 'tb')
          for (let i = 0; i < 20; i++)
            s += rect(
              x + i * 7,
              y + 10,
              6,
              100,
              `fill="${i % 5 === 4 ? '#c8d34a' : i % 2 ? '#5f86c9' : '#b9c0c8'}"`,
            );
        // short tidy wires down into the duct below
        if (kind !== 'gap' && kind !== 'tb')
          for (let i = 0; i < Math.max(1, Math.floor(w / 30)); i++) {
            const wx = x + 10 + i * 22;
            s += line(
              wx,
              y + 130,
              wx,
              y + 140 + (row ? 2 : 0),
              `stroke="${i % 2 ? '#1f4fa8' : '#1d1d1d'}" stroke-width="3"`,
            );
          }
        x += w;
      }
      // labels above modules
      for (let lx = 84; lx < 700; lx += 60)
        s += rect(
          lx,
          y - 22 + (row ? -8 : 0),
          40,
          10,
          'fill="#ffffff" stroke="#8a939d" stroke-width=".8" rx="1"',
        );
    }
    s += rect(70, 490, 660, 50, 'fill="#c9d0d7"');
    for (let i = 0; i < 40; i++)
      s += rect(
        76 + i * 16.3,
        494,
        12,
        42,
        `fill="${i % 8 === 7 ? '#c8d34a' : i % 2 ? '#5f86c9' : '#b9c0c8'}"`,
      );
  }
  return s;
}

function machineInHall(drawing, width, { mood = 'dusk', seed = 3, floor = 520, x } = {}) {
  return (
    hall({ w: W, h: H, mood, machines: true, crane: false, seed }) +
    placed(drawing, width, floor, x)
  );
}

export async function gallery(out) {
  for (const before of [true, false]) {
    // The tangled 'before' wiring is the gallery's heaviest first-screen picture: at AVIF
    // quality 40 it is 20 kB instead of 33 kB at 800 px, with no visible loss, and the
    // gallery's LCP on Lighthouse's phone went from 1.44–1.52 s to 1.21–1.46 s.
    await save(
      out,
      `images/gallery/panel-${before ? 'before' : 'after'}`,
      cabinet(before),
      before ? { avifQuality: 40 } : {},
    );
    const L = 680;
    let s = workshop(before);
    s += placed(
      plasticInjector({
        L,
        H: 215,
        pal: before ? PAL.worn : PAL.new,
        label: before ? '' : 'CAST ALL',
        seed: 9,
      }),
      L,
    );
    if (before) s += vignetteBefore();
    await save(out, `images/gallery/plastic-${before ? 'before' : 'after'}`, s);
  }

  // installation: new machine lowered by the crane into a dusk hall
  {
    const L = 600;
    const Hm = 200;
    const x0 = (W - L) / 2;
    const lift = 26;
    let s = hall({ w: W, h: H, mood: 'dusk', machines: true, crane: false, seed: 4 });
    // hazard-striped footprint on the floor
    s += `<defs><pattern id="hz" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="12" height="24" fill="#f2c21d"/><rect x="12" width="12" height="24" fill="#1F2328"/></pattern></defs>`;
    s += poly(
      [
        [x0 - 30, 505],
        [x0 + L + 30, 505],
        [x0 + L + 60, 560],
        [x0 - 60, 560],
      ],
      'fill="url(#hz)" opacity=".8"',
    );
    s += poly(
      [
        [x0 - 18, 510],
        [x0 + L + 18, 510],
        [x0 + L + 40, 550],
        [x0 - 40, 550],
      ],
      'fill="#30353c"',
    );
    s += shadow(W / 2, 530, L, 0.5);
    // girder, hook block, slings
    s +=
      rect(0, 30, W, 34, `fill="${ORANGE}"`) + rect(0, 64, W, 6, 'fill="#000" fill-opacity=".3"');
    s += rect(W / 2 - 40, 64, 80, 26, 'fill="#3b424a"');
    s +=
      line(W / 2 - 8, 90, W / 2 - 8, 170, 'stroke="#9aa3ad" stroke-width="3"') +
      line(W / 2 + 8, 90, W / 2 + 8, 170, 'stroke="#9aa3ad" stroke-width="3"');
    s += rect(W / 2 - 26, 170, 52, 36, `fill="${ORANGE}" rx="4"`);
    for (const fx of [0.08, 0.3, 0.7, 0.92])
      s += line(
        W / 2,
        206,
        x0 + L * fx,
        520 - lift - Hm * 0.22,
        'stroke="#d7dce1" stroke-width="2.5"',
      );
    s += `<g transform="translate(${x0} ${520 - lift})">${dieCaster({ L, H: Hm, acc: 2, label: 'CAST ALL' })}</g>`;
    await save(out, 'images/gallery/project-cast-installation', s);
  }

  // retrofit project: refurbished machine with welding sparks
  {
    const L = 620;
    let s = machineInHall(dieCaster({ L, H: 205, acc: 3, label: 'CAST ALL' }), L, {
      seed: 12,
      mood: 'day',
    });
    const wx = (W - L) / 2 + L * 0.62;
    const wy = 520 - 205 * 0.5;
    s += glow(wx, wy, 160, 140, '#9fd0ff', 0.45);
    s += glow(wx, wy, 40, 40, '#ffffff', 0.95);
    s += sparks(wx, wy, 70, 150, rng(5));
    await save(out, 'images/gallery/project-retrofit', s);
  }

  // export to Argentina: route arc BR -> AR and a truck carrying a machine
  {
    let s = darkGrid();
    const br = [560, 170];
    const ar = [250, 280];
    s += glow(br[0], br[1], 160, 120, ORANGE, 0.25);
    s += `<path d="M${br[0]} ${br[1]}Q${(br[0] + ar[0]) / 2} ${Math.min(br[1], ar[1]) - 150} ${ar[0]} ${ar[1]}" fill="none" stroke="${ORANGE}" stroke-width="3" stroke-dasharray="10 8"/>`;
    for (const [[px, py], code] of [
      [br, 'BR'],
      [ar, 'AR'],
    ]) {
      s += circle(px, py, 30, `fill="${GRAPHITE}" stroke="${ORANGE}" stroke-width="3"`);
      s += text(code, px, py + 7, 20, { fill: '#fff', anchor: 'middle' });
      s += circle(
        px,
        py,
        44,
        `fill="none" stroke="${ORANGE}" stroke-opacity=".35" stroke-width="2"`,
      );
    }
    // road
    s += rect(0, 470, W, 130, 'fill="#16191d"');
    for (let x = 10; x < W; x += 80) s += rect(x, 540, 44, 6, 'fill="#f2c21d" fill-opacity=".6"');
    // truck: trailer with machine, cab
    const ty = 520;
    s += shadow(430, ty + 4, 560, 0.6);
    s += rect(150, ty - 40, 480, 18, 'fill="#3b424a"');
    s += `<g transform="translate(180 ${ty - 40})">${dieCaster({ L: 420, H: 140, acc: 2, label: 'CAST ALL' })}</g>`;
    for (const fx of [0.2, 0.5, 0.8])
      s += line(
        180 + 420 * fx,
        ty - 40,
        180 + 420 * fx - 30,
        ty - 120,
        'stroke="#f2c21d" stroke-width="2"',
      );
    s += `<path d="M630 ${ty - 22}V${ty - 120}Q630 ${ty - 135} 645 ${ty - 135}H705Q725 ${ty - 135} 735 ${ty - 100}L748 ${ty - 60}V${ty - 22}Z" fill="url(#org)"/>`;
    s += `<path d="M660 ${ty - 124}H705Q716 ${ty - 124} 722 ${ty - 104}L728 ${ty - 86}H660Z" fill="#9fc3e6" fill-opacity=".8"/>`;
    for (const wx of [200, 250, 520, 570, 700])
      s += circle(wx, ty - 14, 20, 'fill="#0f1114" stroke="#5b636d" stroke-width="6"');
    for (let i = 0; i < 5; i++)
      s += line(
        20,
        ty - 110 + i * 20,
        110 - i * 12,
        ty - 110 + i * 20,
        'stroke="#ffffff" stroke-opacity=".15" stroke-width="3" stroke-linecap="round"',
      );
    await save(out, 'images/gallery/project-argentina', s);
  }

  // maintenance visit: magnifier on the toggle linkage
  {
    const L = 620;
    const Hm = 210;
    const x0 = (W - L) / 2;
    const mach = dieCaster({ L, H: Hm, acc: 2, label: 'CAST ALL' });
    let s = machineInHall(mach, L, { seed: 21 });
    const cx = x0 + L * 0.27;
    const cy = 520 - Hm * 0.62;
    const R = 110;
    const zoom = 2.2;
    const lens = `<clipPath id="lens"><circle cx="${n(cx)}" cy="${n(cy - 150)}" r="${R}"/></clipPath>`;
    s += line(
      cx,
      cy,
      cx,
      cy - 150 + R,
      `stroke="${ORANGE}" stroke-width="2" stroke-dasharray="5 4"`,
    );
    s += circle(cx, cy, 10, `fill="none" stroke="${ORANGE}" stroke-width="3"`);
    s += circle(cx, cy - 150, R + 6, `fill="${GRAPHITE}" filter="url(#ds)"`);
    s += `<g clip-path="url(#lens)">${rect(cx - R, cy - 150 - R, 2 * R, 2 * R, 'fill="#d9dee4"')}<g transform="translate(${n(cx)} ${n(cy - 150)}) scale(${zoom}) translate(${n(-cx)} ${n(-cy)}) translate(${x0} 520)">${mach}</g></g>`;
    s += circle(cx, cy - 150, R, `fill="none" stroke="${ORANGE}" stroke-width="6"`);
    // check badge
    s += circle(
      cx + R * 0.72,
      cy - 150 + R * 0.72,
      24,
      `fill="${ORANGE}" stroke="#fff" stroke-width="3"`,
    );
    s += `<path d="M${n(cx + R * 0.72 - 10)} ${n(cy - 150 + R * 0.72)}l7 7 13-14" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
    s += wrench(560, 150, 170, 30);
    await save(out, 'images/gallery/project-maintenance', s, { defs: lens });
  }
}

// ------------------------------------------------------------------ company
export async function about(out) {
  const w = 1200;
  const h = 800;
  const s = hall({ w, h, mood: 'day', machines: true, crane: true, seed: 8, banner: 'CAST ALL' });
  await save(out, 'images/about/factory', s, {
    w,
    h,
    widths: [800, 1200],
    max: 80_000,
    quality: 80,
  });
}
