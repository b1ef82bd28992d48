// Hero background video: slow veins of molten metal with rising sparks.
// Frames are computed here (a periodic field, so the last frame flows into
// the first), piped as raw RGB into ffmpeg, then encoded to VP9 and H.264.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rng, n, radGrad, rect } from '../lib/svg.mjs';

const W = 1280;
const H = 720;
const FPS = 24;
const SECONDS = 7;
const N = FPS * SECONDS;
const FW = 640; // field resolution, upscaled 2x and softened for glowing veins
const FH = 360;

const STOPS = [
  [0, [15, 17, 20]],
  [0.15, [40, 22, 17]],
  [0.35, [110, 34, 11]],
  [0.55, [194, 65, 12]],
  [0.75, [242, 107, 29]],
  [0.9, [255, 179, 71]],
  [1.0, [255, 241, 201]],
];
function heatColor(t) {
  if (t <= 0) return STOPS[0][1];
  for (let i = 1; i < STOPS.length; i++) {
    const [o1, c1] = STOPS[i];
    const [o0, c0] = STOPS[i - 1];
    if (t <= o1) {
      const k = (t - o0) / (o1 - o0);
      return [
        c0[0] + (c1[0] - c0[0]) * k,
        c0[1] + (c1[1] - c0[1]) * k,
        c0[2] + (c1[2] - c0[2]) * k,
      ];
    }
  }
  return STOPS[STOPS.length - 1][1];
}
const LUT = Array.from({ length: 1024 }, (_, i) => heatColor(i / 1023));

/** Molten field for frame i: every time term is periodic over N frames. */
function field(i) {
  const th = (2 * Math.PI * i) / N;
  const buf = Buffer.alloc(FW * FH * 3);
  const gx = 0.95 + 0.25 * Math.sin(th);
  for (let y = 0; y < FH; y++) {
    const v = y / FH;
    for (let x = 0; x < FW; x++) {
      const u = (x / FW) * (16 / 9);
      const wx =
        u * 3.3 + 0.55 * Math.sin(v * 3.1 + th) + 0.25 * Math.sin(u * 1.7 + v * 0.9 - 2 * th);
      const wy = v * 3.3 + 0.55 * Math.cos(u * 2.3 - th) + 0.25 * Math.cos(v * 1.9 + 2 * th);
      const f =
        Math.sin(wx * 2.0 + Math.sin(wy * 1.5 - th)) +
        Math.sin(wy * 2.6 + 0.8 * Math.sin(wx * 1.3 + th)) +
        0.5 * Math.sin((wx + wy) * 3.0 - 2 * th);
      const veins = Math.exp(-Math.abs(f) * 4.6) + 0.18 * Math.exp(-Math.abs(f - 1.2) * 3);
      const depth = 0.22 + 0.78 * Math.pow(v, 1.4);
      const pool = 0.45 * Math.exp(-((u - gx) ** 2) / 0.55 - (v - 1.12) ** 2 / 0.1);
      const heat = Math.min(1, veins * depth * 0.95 + pool + 0.03);
      const c = LUT[Math.round(heat * 1023)];
      const o = (y * FW + x) * 3;
      buf[o] = c[0];
      buf[o + 1] = c[1];
      buf[o + 2] = c[2];
    }
  }
  return buf;
}

const SPARKS = (() => {
  const r = rng(2024);
  return Array.from({ length: 46 }, () => ({
    x0: r() * W,
    rise: 380 + r() * 420,
    drift: (r() - 0.5) * 160,
    sway: 10 + r() * 30,
    loops: r() < 0.6 ? 1 : 2,
    phase: r(),
    phase2: r(),
    width: 1.2 + r() * 1.8,
    alpha: 0.45 + r() * 0.55,
    warm: r() < 0.5,
  }));
})();

function sparksSvg(i) {
  const t = i / N;
  let s = '';
  for (const p of SPARKS) {
    const k = (t * p.loops + p.phase) % 1;
    const pos = (q) => [
      p.x0 + p.drift * q + p.sway * Math.sin(2 * Math.PI * (q + p.phase2)),
      H + 20 - p.rise * q,
    ];
    const [x, y] = pos(k);
    const [x2, y2] = pos(Math.max(0, k - 0.035));
    const a = p.alpha * Math.pow(Math.sin(Math.PI * k), 0.8);
    const c = p.warm ? '#ffd27a' : '#ffb347';
    s += `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${c}" stroke-opacity="${n(a * 100) / 100}" stroke-width="${n(p.width)}" stroke-linecap="round"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${s}</svg>`;
}

function vignetteSvg() {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs>` +
    radGrad(
      'v',
      [
        [0.45, '#000', 0],
        [1, '#000', 0.65],
      ],
      { cy: 0.42, r: 0.78 },
    ) +
    `</defs>${rect(0, 0, W, H, 'fill="url(#v)"')}</svg>`
  );
}

export async function renderFrame(sharp, i, vignette) {
  return sharp(field(i), { raw: { width: FW, height: FH, channels: 3 } })
    .resize(W, H, { kernel: 'cubic' })
    .blur(1.4)
    .composite([{ input: vignette }, { input: Buffer.from(sparksSvg(i)) }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

function ffmpeg(args, opts = {}) {
  const r = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
    ...opts,
  });
  if (r.status !== 0) throw new Error(`ffmpeg failed: ${args.join(' ')}`);
}

export async function video(out) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'castall-video-'));
  const master = path.join(tmp, 'master.mkv');
  const vignette = await out.sharp(Buffer.from(vignetteSvg())).png().toBuffer();
  const enc = spawn(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${W}x${H}`,
      '-r',
      String(FPS),
      '-i',
      'pipe:0',
      '-c:v',
      'ffv1',
      master,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise((resolve, reject) =>
    enc.on('close', (c) => (c === 0 ? resolve() : reject(new Error(`ffmpeg exit ${c}`)))),
  );
  for (let i = 0; i < N; i++) {
    const frame = await renderFrame(out.sharp, i, vignette);
    if (i === 0) {
      await out.save(
        'video/hero-poster.webp',
        out
          .sharp(frame, { raw: { width: W, height: H, channels: 3 } })
          .webp({ quality: 72, effort: 6 }),
        60_000,
      );
    }
    if (!enc.stdin.write(frame)) await new Promise((r) => enc.stdin.once('drain', r));
  }
  enc.stdin.end();
  await done;

  const common = ['-an', '-map_metadata', '-1', '-pix_fmt', 'yuv420p', '-r', String(FPS)];
  const webm = out.file('video/hero.webm');
  const vp9 = [
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '600k',
    '-row-mt',
    '1',
    '-g',
    String(N),
    '-auto-alt-ref',
    '1',
    '-lag-in-frames',
    '25',
  ];
  const log = path.join(tmp, 'vp9');
  ffmpeg([
    '-i',
    master,
    ...vp9,
    '-pass',
    '1',
    '-passlogfile',
    log,
    '-cpu-used',
    '4',
    ...common,
    '-f',
    'webm',
    '/dev/null',
  ]);
  ffmpeg([
    '-i',
    master,
    ...vp9,
    '-pass',
    '2',
    '-passlogfile',
    log,
    '-cpu-used',
    '1',
    ...common,
    webm,
  ]);
  out.report('video/hero.webm', 700_000);

  const mp4 = out.file('video/hero.mp4');
  const x264 = [
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-profile:v',
    'high',
    '-level',
    '4.0',
    '-b:v',
    '620k',
    '-g',
    String(N / 2),
  ];
  const xlog = path.join(tmp, 'x264');
  ffmpeg(
    [
      '-i',
      master,
      ...x264,
      '-pass',
      '1',
      '-passlogfile',
      xlog,
      ...common,
      '-f',
      'mp4',
      '/dev/null',
    ],
    { cwd: tmp },
  );
  ffmpeg(
    [
      '-i',
      master,
      ...x264,
      '-pass',
      '2',
      '-passlogfile',
      xlog,
      ...common,
      '-movflags',
      '+faststart',
      mp4,
    ],
    { cwd: tmp },
  );
  out.report('video/hero.mp4', 700_000);
  fs.rmSync(tmp, { recursive: true, force: true });
}
