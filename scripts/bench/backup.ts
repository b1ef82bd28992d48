/**
 * Backup and restore at 10,000 parts with images (issue 14): fills an embedded store, starts the
 * built server on it, takes `npm run backup` from the running server (through its socket),
 * restores it with `npm run restore` into a fresh DATA_DIR, starts a second server there and
 * compares the answers of the query endpoint page by page. Needs `npm run build` first.
 * Run: `npm run bench:backup` (BENCH_PARTS to change the count).
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openEmbeddedStore } from '@castall/server/embedded-store';
import sharp from 'sharp';
import { benchPart } from './seed-parts';
import { startServer } from './start-server.mjs';

const PARTS = Number(process.env.BENCH_PARTS ?? 10_000);
const BATCH = 5_000;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Photo-like WebPs and their thumbnails (sizes as uploads): blurred pseudo-random noise
 * compresses like a product photo (about 28 kB at 800×600), where raw noise would make every
 * image ten times larger than a real one. Parts take them in turn: one image for all would let
 * gzip's 32 kB window shrink each copy to a reference to the previous one.
 */
const DISTINCT_IMAGES = 50;

async function sampleImage(variant: number): Promise<{ image: Buffer; thumb: Buffer }> {
  const noise = Buffer.alloc(800 * 600 * 3);
  let seed = 12_345 + variant;
  for (let i = 0; i < noise.length; i += 1) {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    noise[i] = seed >>> 24;
  }
  const raw = { width: 800, height: 600, channels: 3 } as const;
  const photo = await sharp(noise, { raw }).blur(3).raw().toBuffer();
  const source = sharp(photo, { raw });
  return {
    image: await source.clone().webp({ quality: 80 }).toBuffer(),
    thumb: await source.clone().resize(160).webp({ quality: 80 }).toBuffer(),
  };
}

async function seed(dataDir: string): Promise<void> {
  const started = performance.now();
  const samples = await Promise.all(
    Array.from({ length: DISTINCT_IMAGES }, (_, variant) => sampleImage(variant)),
  );
  const store = await openEmbeddedStore({
    dir: path.join(dataDir, 'db'),
    filesDir: path.join(dataDir, 'upload'),
  });
  for (let first = 0; first < PARTS; first += BATCH) {
    const size = Math.min(BATCH, PARTS - first);
    const inputs = Array.from({ length: size }, (_, k) => ({
      ...benchPart(first + k),
      imagem: `${randomUUID()}.webp`,
    }));
    await store.parts.applyImport(inputs.map((input) => ({ type: 'create' as const, input })));
    for (const [k, { imagem }] of inputs.entries()) {
      const { image, thumb } = samples[(first + k) % DISTINCT_IMAGES]!;
      await store.files.put(imagem, image, 'image/webp');
      await store.files.put(`thumbs/${imagem}`, thumb, 'image/webp');
    }
  }
  await store.close();
  console.log(
    `seeded ${PARTS} parts and ${PARTS * 2} images (${samples[0]!.image.length} + ${samples[0]!.thumb.length} bytes each) in ${seconds(started)}`,
  );
}

function npm(script: string, dataDir: string, args: string[]): string {
  return execFileSync('npm', ['run', '--silent', script, '--', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
}

async function pages(url: string): Promise<string[]> {
  const queries = [
    '/api/produtos-listar.php',
    '/api/produtos-buscar.php?scope=admin&q=valvula&page=3&pageSize=100',
    '/api/produtos-buscar.php?scope=shop&categoria=El%C3%A9trica&page=7&pageSize=50',
  ];
  for (let page = 1; page <= Math.ceil(PARTS / 200); page += 1) {
    queries.push(`/api/produtos-buscar.php?scope=admin&page=${page}&pageSize=200`);
  }
  return Promise.all(queries.map(async (query) => (await fetch(url + query)).text()));
}

const work = mkdtempSync(path.join(tmpdir(), 'castall-bench-backup-'));
try {
  const sourceDir = path.join(work, 'source');
  await seed(sourceDir);
  const source = await startServer(4391, { DATA_DIR: sourceDir });
  const archive = path.join(work, 'backup.tar.gz');
  let started = performance.now();
  console.log(npm('backup', sourceDir, [archive]).trim());
  console.log(
    `backup from the running server: ${seconds(started)}, ${(statSync(archive).size / 1e6).toFixed(1)} MB`,
  );

  const restoredDir = path.join(work, 'restored');
  started = performance.now();
  console.log(npm('restore', restoredDir, [archive]).trim());
  console.log(`restore into a fresh DATA_DIR: ${seconds(started)}`);

  const restored = await startServer(4392, { DATA_DIR: restoredDir });
  const [before, after] = [await pages(source.url), await pages(restored.url)];
  const same = before.every((body, index) => body === after[index]);
  console.log(`query answers compared: ${before.length}, identical: ${same ? 'yes' : 'NO'}`);
  source.stop();
  restored.stop();
  if (!same) process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
