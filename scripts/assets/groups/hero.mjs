// Hero still (LCP image): a dark die-casting hall lit by a molten pour.
import { svgDoc } from '../lib/svg.mjs';
import { machineDefs } from '../lib/machines.mjs';
import { hall } from '../lib/hall.mjs';

export function heroSvg(w = 1920, h = 1080) {
  return svgDoc(w, h, hall({ w, h, mood: 'night', pour: true, seed: 11 }), { defs: machineDefs() });
}

export async function hero(out) {
  const master = await out.raster(heroSvg()).png().toBuffer();
  const budget = { 640: 25_000, 1280: 60_000, 1920: 110_000 };
  for (const w of [640, 1280, 1920]) {
    const h = Math.round((w * 9) / 16);
    const img = () => out.sharp(master).resize(w, h);
    await out.save(
      `images/hero/hero-${w}.avif`,
      img().avif({ quality: 60, effort: 6, chromaSubsampling: '4:2:0' }),
      budget[w],
    );
    await out.save(
      `images/hero/hero-${w}.webp`,
      img().webp({ quality: 80, effort: 6, smartSubsample: true }),
      budget[w] * 1.4,
    );
    if (w === 1280)
      await out.save(
        'images/hero/hero-1280.jpg',
        img().jpeg({ quality: 80, mozjpeg: true, progressive: true }),
        140_000,
      );
  }
}
