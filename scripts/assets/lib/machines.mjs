// Stylised side views of the products. Every drawing has its floor at y = 0
// and grows upwards (negative y) and to the right from x = 0, so callers place
// it with a translate/scale. Fills come from a palette so the same geometry
// can be drawn new, worn, as a dark silhouette or as a blueprint wireframe.
import {
  ORANGE,
  rect,
  circle,
  ellipse,
  line,
  poly,
  linGrad,
  radGrad,
  text,
  n,
  rng,
} from './svg.mjs';

/** Gradients the palettes refer to; include once per document. */
export function machineDefs() {
  return [
    linGrad('stV', [
      [0, '#59616b'],
      [0.22, '#eef1f4'],
      [0.5, '#a9b1ba'],
      [1, '#434a52'],
    ]),
    linGrad(
      'stH',
      [
        [0, '#4a525b'],
        [0.3, '#e3e7eb'],
        [0.55, '#a2aab3'],
        [1, '#3d444c'],
      ],
      { x2: 1, y2: 0 },
    ),
    linGrad(
      'plt',
      [
        [0, '#4a525c'],
        [0.5, '#353b43'],
        [1, '#2a2f36'],
      ],
      { x2: 1, y2: 0 },
    ),
    linGrad('org', [
      [0, '#ff8a3d'],
      [0.45, ORANGE],
      [1, '#c4500f'],
    ]),
    linGrad(
      'orgH',
      [
        [0, '#d85a12'],
        [0.35, '#ff8c42'],
        [1, '#c9520f'],
      ],
      { x2: 1, y2: 0 },
    ),
    linGrad('gph', [
      [0, '#3b424a'],
      [1, '#1c2025'],
    ]),
    linGrad('die', [
      [0, '#6d7c8a'],
      [1, '#3e4853'],
    ]),
    linGrad(
      'glass',
      [
        [0, '#ffffff', 0.35],
        [0.5, '#dfe8f0', 0.12],
        [1, '#ffffff', 0.22],
      ],
      { x2: 1, y2: 1 },
    ),
    linGrad('scr', [
      [0, '#2a7bd1'],
      [1, '#10335c'],
    ]),
    linGrad('wht', [
      [0, '#ffffff'],
      [1, '#d9dde2'],
    ]),
    linGrad('rust', [
      [0, '#8d7258'],
      [1, '#5f4a39'],
    ]),
    linGrad('oldgrn', [
      [0, '#7f8d76'],
      [1, '#56614f'],
    ]),
    linGrad('oldst', [
      [0, '#6c6a64'],
      [0.3, '#a7a294'],
      [0.6, '#7f7b70'],
      [1, '#4d4a44'],
    ]),
    linGrad('yel', [
      [0, '#e9e2c4'],
      [1, '#bdb493'],
    ]),
    linGrad('molten', [
      [0, '#fff4c9'],
      [0.35, '#ffb347'],
      [1, ORANGE],
    ]),
    radGrad('moltenR', [
      [0, '#fff7d6'],
      [0.4, '#ffc25c'],
      [1, '#f26b1d'],
    ]),
  ].join('');
}

const BASE = {
  base: 'fill="url(#org)"',
  baseDark: 'fill="#a8440c"',
  frame: 'fill="url(#gph)"',
  cyl: 'fill="url(#stV)"',
  cylH: 'fill="url(#stH)"',
  platen: 'fill="url(#plt)"',
  link: 'stroke="#3d444c"',
  pin: 'fill="#c9d0d7" stroke="#2a2f36" stroke-width="1.2"',
  die: 'fill="url(#die)"',
  die2: 'fill="#55626f"',
  guard: 'fill="url(#glass)" stroke="#e9edf1" stroke-width="3"',
  guardPanel: 'fill="url(#wht)"',
  accu: 'fill="url(#gph)"',
  nut: 'fill="#2b3036"',
  panel: 'fill="#2b3036" stroke="#14171a" stroke-width="1"',
  screen: 'fill="url(#scr)"',
  label: 'fill="#1F2328"',
  labelText: '#ffffff',
  feet: 'fill="#15181b"',
  accent: 'fill="url(#org)"',
  bodyAlt: 'fill="url(#gph)"',
  hopper: 'fill="#cfd6dd" stroke="#8a939d" stroke-width="1.5"',
  pellet: '#F26B1D',
};

/** Palettes keyed by look. */
export const PAL = {
  new: { ...BASE },
  worn: {
    ...BASE,
    base: 'fill="url(#rust)"',
    baseDark: 'fill="#4e3d30"',
    cyl: 'fill="url(#oldst)"',
    cylH: 'fill="url(#oldst)"',
    platen: 'fill="#4d4b47"',
    die: 'fill="#5c5852"',
    die2: 'fill="#4a4741"',
    guard: 'fill="#b9b39f" fill-opacity=".35" stroke="#8f8a78" stroke-width="3"',
    guardPanel: 'fill="url(#yel)"',
    accu: 'fill="#4f4c46"',
    panel: 'fill="#77705f" stroke="#4b463b" stroke-width="1"',
    screen: 'old',
    label: 'fill="#4b463b"',
    labelText: '#c9c2ad',
    accent: 'fill="url(#oldgrn)"',
    bodyAlt: 'fill="url(#oldgrn)"',
    pellet: '#9a9178',
    worn: true,
  },
  silhouette: Object.fromEntries(
    Object.keys(BASE).map((k) => [
      k,
      k === 'link'
        ? 'stroke="#0b0d10"'
        : 'fill="#0d0f12" stroke="#4a4038" stroke-width="1" vector-effect="non-scaling-stroke"',
    ]),
  ),
  wire: Object.fromEntries(
    Object.keys(BASE).map((k) => [
      k,
      k === 'link'
        ? `stroke="${ORANGE}"`
        : `fill="#1F2328" fill-opacity=".55" stroke="${ORANGE}" stroke-width="1.4"`,
    ]),
  ),
};
PAL.silhouette.labelText = '#101317';
PAL.silhouette.pellet = '#101317';
PAL.wire.labelText = ORANGE;
PAL.wire.pellet = ORANGE;
PAL.wire.wire = true;

function cylinderH(x, y, w, d, p, kind = 'cyl') {
  // horizontal cylinder centred on y
  return rect(x, y - d / 2, w, d, `${p[kind]} rx="${n(d * 0.12)}"`);
}

/**
 * Horizontal cold-chamber die-casting machine.
 * L: length, H: height of the platens, acc: accumulator bottles, label text.
 */
export function dieCaster({ L, H, acc = 2, pal = PAL.new, label = '', seed = 1 }) {
  const p = pal;
  const X = (f) => f * L;
  const Y = (f) => -f * H;
  const baseH = 0.22;
  let s = '';
  // feet and base frame
  for (const f of [0.05, 0.3, 0.55, 0.82]) s += rect(X(f), Y(0.05), X(0.05), H * 0.05, p.feet);
  s += rect(X(0.02), Y(baseH), X(0.96), H * (baseH - 0.04), `${p.base} rx="2"`);
  s += rect(X(0.02), Y(0.075), X(0.96), H * 0.035, p.baseDark);
  // clamp cylinder, tie bars
  s += cylinderH(X(0.03), Y(0.6), X(0.115), H * 0.3, p);
  s += rect(X(0.03), Y(0.6) - H * 0.17, X(0.018), H * 0.34, `${p.nut} rx="2"`);
  for (const ty of [0.86, 0.36]) s += cylinderH(X(0.125), Y(ty), X(0.5), H * 0.055, p);
  // rear platen
  s += rect(X(0.145), Y(0.98), X(0.045), H * (0.98 - baseH), `${p.platen} rx="2"`);
  // toggle linkage
  const lw = Math.max(2, H * 0.05);
  const joints = [
    [X(0.19), Y(0.8), X(0.28), Y(0.66), X(0.372), Y(0.8)],
    [X(0.19), Y(0.42), X(0.28), Y(0.56), X(0.372), Y(0.42)],
  ];
  s += cylinderH(X(0.19), Y(0.61), X(0.06), H * 0.06, p);
  s += rect(X(0.245), Y(0.7), X(0.018), H * 0.18, p.nut);
  for (const [a, b, c, d, e, f] of joints) {
    s += `<polyline points="${n(a)},${n(b)} ${n(c)},${n(d)} ${n(e)},${n(f)}" fill="none" ${p.link} stroke-width="${n(lw)}" stroke-linecap="round" stroke-linejoin="round"/>`;
    s += line(
      X(0.254),
      Y(0.61),
      c,
      d,
      `${p.link} stroke-width="${n(lw * 0.6)}" stroke-linecap="round"`,
    );
    for (const [px, py] of [
      [a, b],
      [c, d],
      [e, f],
    ])
      s += circle(px, py, lw * 0.42, p.pin);
  }
  // moving platen, dies, fixed platen
  s += rect(X(0.372), Y(0.95), X(0.05), H * (0.95 - baseH), `${p.platen} rx="2"`);
  s += rect(X(0.422), Y(0.78), X(0.045), H * 0.48, p.die);
  s += rect(X(0.467), Y(0.78), X(0.045), H * 0.48, p.die2);
  s += line(X(0.467), Y(0.78), X(0.467), Y(0.3), `stroke="#1b1f24" stroke-width="1"`);
  s += rect(X(0.512), Y(1.0), X(0.06), H * (1.0 - baseH), `${p.platen} rx="2"`);
  // tie-bar nuts
  for (const ty of [0.86, 0.36]) {
    s += rect(X(0.118), Y(ty) - H * 0.05, X(0.014), H * 0.1, p.nut);
    s += rect(X(0.572), Y(ty) - H * 0.05, X(0.018), H * 0.1, p.nut);
  }
  // safety guard over the die area
  s += rect(X(0.355), Y(1.07), X(0.235), H * (1.07 - baseH - 0.02), `${p.guard} rx="3"`);
  s += line(
    X(0.355),
    Y(0.62),
    X(0.59),
    Y(0.62),
    `stroke="${p.wire ? ORANGE : '#ffffff'}" stroke-opacity=".5" stroke-width="1.5"`,
  );
  // shot end: sleeve, injection cylinder, support
  s += rect(X(0.66), Y(0.4), X(0.29), H * (0.4 - baseH), p.frame);
  s += cylinderH(X(0.572), Y(0.5), X(0.1), H * 0.09, p);
  s += cylinderH(X(0.66), Y(0.5), X(0.3), H * 0.25, p);
  for (const f of [0.66, 0.8, 0.945])
    s += rect(X(f), Y(0.5) - H * 0.15, X(0.016), H * 0.3, `${p.nut} rx="1.5"`);
  // accumulators on a valve block
  const bw = X(0.042);
  const first = 0.7;
  const gap = 0.08;
  s += rect(X(first - 0.01), Y(0.7), X(gap * (acc - 1) + 0.062), H * 0.08, p.nut);
  for (let i = 0; i < acc; i++) {
    const bx = X(first + i * gap);
    s += rect(bx, Y(1.22), bw, H * 0.6, `${p.accu} rx="${n(bw / 2)}"`);
    s += rect(bx, Y(1.0), bw, H * 0.05, p.accent);
  }
  // operator panel on a pedestal
  s += rect(X(0.618), Y(0.82), X(0.01), H * 0.82, p.frame);
  s += rect(X(0.585), Y(1.02), X(0.075), H * 0.22, `${p.panel} rx="2"`);
  if (p.screen === 'old') {
    // analogue gauges on the old panel
    for (const gx of [0.603, 0.641]) {
      s += circle(
        X(gx),
        Y(0.91),
        Math.min(X(0.014), H * 0.06),
        'fill="#e7e0c8" stroke="#3b372e" stroke-width="1"',
      );
      s += line(X(gx), Y(0.91), X(gx) + 3, Y(0.91) - 3, 'stroke="#7a1d10" stroke-width="1"');
    }
  } else {
    s += rect(X(0.592), Y(0.995), X(0.061), H * 0.13, p.screen);
    if (!p.wire && p.screen.includes('scr'))
      for (let i = 0; i < 3; i++)
        s += rect(
          X(0.598),
          Y(0.975) + i * H * 0.035,
          X(0.03 - i * 0.007),
          Math.max(1, H * 0.012),
          'fill="#9fd0ff" fill-opacity=".8"',
        );
  }
  // maker's plate
  if (label) {
    const lh = H * 0.1;
    const lw2 = X(0.2);
    s += rect(X(0.06), Y(0.19), lw2, lh, `${p.label} rx="2"`);
    s += text(label, X(0.06) + lw2 / 2, Y(0.19) + lh * 0.73, lh * 0.62, {
      fill: p.labelText,
      anchor: 'middle',
    });
  }
  if (p.worn) s += grime(L, H, seed);
  return s;
}

/** Rust stains and dirt for the "before" look. */
function grime(L, H, seed) {
  const r = rng(seed);
  let s = '';
  for (let i = 0; i < 70; i++) {
    const x = r() * L * 0.96 + L * 0.02;
    const y = -r() * H * 1.05;
    const rad = 1 + r() * H * 0.045;
    const c = r() < 0.6 ? '#6b3f22' : '#2d2822';
    s += ellipse(x, y, rad * (1 + r()), rad, `fill="${c}" fill-opacity="${n(0.15 + r() * 0.3)}"`);
  }
  // streaks of oil running down from the cylinder
  for (let i = 0; i < 8; i++) {
    const x = L * (0.6 + r() * 0.35);
    s += rect(
      x,
      -H * (0.45 + r() * 0.1),
      1.5 + r() * 2,
      H * (0.2 + r() * 0.2),
      'fill="#2a241d" fill-opacity=".35" rx="1"',
    );
  }
  return s;
}

/** Plastic injection moulding machine. */
export function plasticInjector({ L, H, pal = PAL.new, label = '', seed = 3 }) {
  const p = pal;
  const X = (f) => f * L;
  const Y = (f) => -f * H;
  let s = '';
  for (const f of [0.04, 0.3, 0.6, 0.88]) s += rect(X(f), Y(0.05), X(0.06), H * 0.05, p.feet);
  s += rect(X(0.0), Y(0.4), L, H * 0.35, `${p.bodyAlt} rx="3"`);
  s += rect(X(0.0), Y(0.33), L, H * 0.03, p.accent);
  // clamp unit
  s += cylinderH(X(0.0), Y(0.7), X(0.06), H * 0.26, p);
  for (const ty of [0.9, 0.5]) s += cylinderH(X(0.05), Y(ty), X(0.42), H * 0.05, p);
  s += rect(X(0.06), Y(1.0), X(0.045), H * 0.6, `${p.platen} rx="2"`);
  s += rect(X(0.24), Y(0.98), X(0.045), H * 0.58, `${p.platen} rx="2"`);
  s += rect(X(0.285), Y(0.85), X(0.05), H * 0.32, p.die);
  s += rect(X(0.335), Y(0.85), X(0.05), H * 0.32, p.die2);
  s += rect(X(0.385), Y(1.02), X(0.055), H * 0.62, `${p.platen} rx="2"`);
  // sliding guard: solid panel with a large window
  s += rect(
    X(0.08),
    Y(1.12),
    X(0.38),
    H * 0.72,
    `${p.guardPanel} rx="4" fill-opacity="${p.wire ? 0.5 : 0.55}"`,
  );
  s += rect(X(0.1), Y(1.06), X(0.34), H * 0.5, `${p.guard} rx="3"`);
  s += rect(X(0.08), Y(1.12), X(0.38), H * 0.06, p.accent);
  // injection unit: barrel with heater bands, nozzle, hopper, drive
  s += poly(
    [
      [X(0.44), Y(0.71)],
      [X(0.465), Y(0.75)],
      [X(0.465), Y(0.67)],
    ],
    p.cyl,
  );
  s += cylinderH(X(0.465), Y(0.71), X(0.3), H * 0.12, p);
  for (let i = 0; i < 5; i++)
    s += rect(X(0.49 + i * 0.05), Y(0.71) - H * 0.075, X(0.025), H * 0.15, `${p.nut} rx="1"`);
  s += rect(X(0.48), Y(0.6), X(0.45), H * 0.2, p.frame);
  s += rect(X(0.75), Y(0.92), X(0.19), H * 0.36, `${p.accent} rx="4"`);
  s += cylinderH(X(0.935), Y(0.74), X(0.06), H * 0.2, p);
  // hopper with pellets
  const hx = X(0.68);
  const hw = X(0.11);
  s += rect(hx - X(0.012), Y(0.88), X(0.024), H * 0.12, p.cyl);
  s += poly(
    [
      [hx - hw / 2, Y(1.42)],
      [hx + hw / 2, Y(1.42)],
      [hx + X(0.016), Y(0.88)],
      [hx - X(0.016), Y(0.88)],
    ],
    `${p.hopper} fill-opacity=".8"`,
  );
  const r = rng(seed);
  for (let i = 0; i < 26; i++) {
    const t = r();
    const y = Y(0.95 + t * 0.3);
    const half = X(0.016) + ((hw / 2 - X(0.016)) * (y - Y(0.88))) / (Y(1.42) - Y(0.88));
    s += circle(hx + (r() * 2 - 1) * half * 0.8, y, Math.max(1, H * 0.014), `fill="${p.pellet}"`);
  }
  s += rect(hx - hw / 2 - 2, Y(1.45), hw + 4, H * 0.04, `${p.nut} rx="2"`);
  // control panel
  s += rect(X(0.47), Y(1.08), X(0.09), H * 0.3, `${p.panel} rx="2"`);
  if (p.screen === 'old') {
    s += circle(X(0.495), Y(0.95), H * 0.04, 'fill="#e7e0c8" stroke="#3b372e"');
    s += circle(X(0.535), Y(0.95), H * 0.04, 'fill="#e7e0c8" stroke="#3b372e"');
    s += rect(X(0.485), Y(1.05), X(0.06), H * 0.04, 'fill="#3b372e"');
  } else {
    s += rect(X(0.478), Y(1.06), X(0.074), H * 0.18, p.screen);
  }
  if (label) {
    const lh = H * 0.1;
    s += rect(X(0.6), Y(0.3), X(0.2), lh, `${p.label} rx="2"`);
    s += text(label, X(0.7), Y(0.3) + lh * 0.73, lh * 0.62, {
      fill: p.labelText,
      anchor: 'middle',
    });
  }
  if (p.worn) s += grime(L, H * 0.9, seed + 7);
  return s;
}

/** Gantry lubricator (die spray) over a die half, with spray nozzles. */
export function gantryLubricator({ W, H, pal = PAL.new, label = 'LLA' }) {
  const p = pal;
  const X = (f) => f * W;
  const Y = (f) => -f * H;
  let s = '';
  // die half being sprayed (context, muted)
  s += rect(X(0.33), Y(0.5), X(0.34), H * 0.5, 'fill="#56616d" fill-opacity=".55" rx="3"');
  s += rect(X(0.38), Y(0.44), X(0.24), H * 0.32, 'fill="#3f4852" fill-opacity=".6" rx="6"');
  s += ellipse(X(0.5), Y(0.28), X(0.06), H * 0.06, 'fill="#2b3138" fill-opacity=".6"');
  // posts and base plates
  for (const f of [0.08, 0.86]) {
    s += rect(X(f) - X(0.04), Y(0.03), X(0.14), H * 0.03, p.feet);
    s += rect(X(f), Y(1.0), X(0.06), H * 0.98, `${p.frame} rx="2"`);
    s += rect(X(f), Y(0.55), X(0.06), H * 0.03, p.accent);
  }
  // top beam with rail
  s += rect(X(0.04), Y(1.08), X(0.92), H * 0.12, `${p.base} rx="3"`);
  s += rect(X(0.06), Y(0.96), X(0.88), H * 0.025, p.cyl);
  // cable drag chain lying on the beam
  s += rect(X(0.5), Y(1.13), X(0.42), H * 0.05, `${p.nut} rx="${n(H * 0.025)}"`);
  for (let i = 1; i < 15; i++)
    s += line(
      X(0.5 + i * 0.028),
      Y(1.125),
      X(0.5 + i * 0.028),
      Y(1.085),
      'stroke="#5b636d" stroke-width="1"',
    );
  // carriage, vertical telescopic arm
  s += rect(X(0.42), Y(1.0), X(0.16), H * 0.13, `${p.panel} rx="3"`);
  s += rect(X(0.44), Y(0.98), X(0.04), H * 0.08, p.accent);
  s += rect(X(0.475), Y(0.87), X(0.05), H * 0.3, p.cylH);
  s += rect(X(0.483), Y(0.57), X(0.034), H * 0.14, p.cylH);
  // spray manifold and nozzles, with mist
  const my = Y(0.43);
  s += rect(X(0.36), my - H * 0.035, X(0.28), H * 0.07, `${p.frame} rx="3"`);
  if (!p.wire)
    s += `<defs>${linGrad('mist', [
      [0, '#ffffff', 0.85],
      [1, '#dff1ff', 0],
    ])}</defs>`;
  for (let i = 0; i < 6; i++) {
    const nx = X(0.38 + i * 0.048);
    s += rect(nx - 2.5, my + H * 0.035, 5, H * 0.04, p.nut);
    if (!p.wire)
      s += poly(
        [
          [nx - 1.5, my + H * 0.075],
          [nx + 1.5, my + H * 0.075],
          [nx + X(0.035), Y(0.08)],
          [nx - X(0.035), Y(0.08)],
        ],
        'fill="url(#mist)"',
      );
  }
  // hoses
  s += `<path d="M${n(X(0.58))} ${n(Y(0.94))}C${n(X(0.66))} ${n(Y(0.8))} ${n(X(0.66))} ${n(Y(0.5))} ${n(X(0.6))} ${n(Y(0.44))}" fill="none" stroke="#1b1f24" stroke-width="3"/>`;
  if (label) s += text(label, X(0.1), Y(1.08) + H * 0.09, H * 0.07, { fill: '#fff' });
  return s;
}

/** Linear ladle dosing unit: holding furnace, rail, ladle pouring into a shot sleeve. */
export function ladleDoser({ W, H, pal = PAL.new }) {
  const p = pal;
  const X = (f) => f * W;
  const Y = (f) => -f * H;
  let s = '';
  // rail on posts
  s += rect(X(0.05), Y(1.0), X(0.9), H * 0.08, `${p.base} rx="3"`);
  s += rect(X(0.07), Y(0.93), X(0.86), H * 0.02, p.cyl);
  for (const f of [0.05, 0.9]) s += rect(X(f), Y(0.93), X(0.05), H * 0.93, `${p.frame} rx="2"`);
  // holding furnace with molten metal bath
  s += rect(X(0.02), Y(0.55), X(0.36), H * 0.55, `${p.frame} rx="4"`);
  s += rect(X(0.02), Y(0.55), X(0.36), H * 0.06, p.base);
  s += rect(X(0.06), Y(0.45), X(0.28), H * 0.34, 'fill="url(#furn)" rx="3"');
  s += `<defs>${linGrad('furn', [
    [0, '#7a2a0c'],
    [0.25, '#3a1c10'],
    [1, '#1d1512'],
  ])}</defs>`;
  for (let i = 0; i < 4; i++)
    s += rect(
      X(0.09 + i * 0.065),
      Y(0.36),
      X(0.04),
      H * 0.2,
      'fill="#000" fill-opacity=".18" rx="2"',
    );
  s += ellipse(X(0.2), Y(0.49), X(0.12), H * 0.035, 'fill="url(#moltenR)"');
  // carriage, arm and tilted ladle above the sleeve
  const cx = X(0.62);
  s += rect(cx - X(0.07), Y(0.95), X(0.14), H * 0.12, `${p.panel} rx="3"`);
  s += rect(cx - X(0.05), Y(0.93), X(0.04), H * 0.05, p.accent);
  s += rect(cx - X(0.012), Y(0.83), X(0.024), H * 0.36, p.cylH);
  s += `<g transform="translate(${n(cx)} ${n(Y(0.45))}) rotate(-28)">`;
  s += `<path d="M${n(-X(0.07))} 0h${n(X(0.14))}l-${n(X(0.012))} ${n(H * 0.12)}q-${n(X(0.058))} ${n(H * 0.04)} -${n(X(0.116))} 0z" ${p.cyl}/>`;
  s += ellipse(0, 0, X(0.07), H * 0.02, 'fill="url(#moltenR)"');
  s += `</g>`;
  // molten stream and shot sleeve pour hole
  const sx = cx + X(0.06);
  s += `<path d="M${n(sx)} ${n(Y(0.48))}q${n(X(0.03))} ${n(H * 0.05)} ${n(X(0.032))} ${n(H * 0.2)}v${n(H * 0.05)}h-${n(X(0.014))}v-${n(H * 0.05)}q0-${n(H * 0.13)} -${n(X(0.026))} -${n(H * 0.19)}z" fill="url(#molten)"/>`;
  s += rect(X(0.6), Y(0.22), X(0.3), H * 0.22, `${p.platen} rx="3"`);
  s += cylinderH(X(0.6), Y(0.15), X(0.3), H * 0.09, p);
  s += ellipse(sx + X(0.025), Y(0.22), X(0.03), H * 0.014, 'fill="#ffb347"');
  return s;
}

/** Floor shadow under an object of width w centred on cx. */
export function shadow(cx, y, w, strength = 0.35) {
  return (
    `<defs>${radGrad('shd', [
      [0, '#000', strength],
      [1, '#000', 0],
    ])}</defs>` + ellipse(cx, y, w * 0.58, Math.max(10, w * 0.045), 'fill="url(#shd)"')
  );
}
