/**
 * Scale benchmark (issue 14, `docs/scaling.md`): for each part count in `BENCH_SCALE_PARTS`
 * (default `10000,100000`), a fresh embedded store and the built server, then:
 * - the catalogue's build in this process: folding, then the search indexes (issue 15);
 * - start-up: from spawning `node server/dist/index.js` until `/readyz` answers 200 (also once
 *   on an empty store, for what Node and the app take without parts);
 * - resident memory (Linux `/proc`) after start, after the full list and at the end, and the peak;
 * - `produtos-listar.php`: the first request after start (catalogue read and serialized, while a
 *   `/healthz` request waits behind it), a repeated one, the first and a repeated brotli and gzip
 *   request (each compressed copy is made once per revision), a revalidation (304);
 * - autocannon on the query endpoint: one plain page and one category page (both cached per
 *   revision after their first request), and distinct text searches (each one a cache miss, so a
 *   query through the word indexes), with 10 connections and with 1, and distinct searches with
 *   a typo (issue 15);
 * - shutdown: from SIGTERM until the process has exited.
 * Needs `npm run build` first (server/dist). Run: `npm run bench:scale`;
 * `BENCH_SCALE_PARTS=100000 BENCH_SECONDS=5 npm run bench:scale` for one count, shorter runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { measureCatalogueBuild } from './catalogue-build';
import { seedBenchParts } from './seed-parts';

const COUNTS = (process.env.BENCH_SCALE_PARTS ?? '10000,100000').split(',').map(Number);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 4394;
const HOST = '127.0.0.1';
const BASE = `http://${HOST}:${PORT}`;
const LIST_PATH = '/api/produtos-listar.php';
const PAGE_PATH = '/api/produtos-buscar.php?page=3&pageSize=50';
const CATEGORY_PATH = `/api/produtos-buscar.php?categoria=${encodeURIComponent('Hidráulica')}&page=20&pageSize=50`;

for (const count of COUNTS) {
  if (!Number.isInteger(count) || count < 1) {
    throw new Error('BENCH_SCALE_PARTS must be whole numbers ≥ 1, comma-separated');
  }
}

const ms = (since: number) => Math.round(performance.now() - since);
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

/** Resident and peak resident memory of a process in MB, from Linux's /proc (else undefined). */
function memoryOf(pid: number | undefined): { rss: number; peak: number } | undefined {
  if (pid === undefined) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1]);
    return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return undefined;
  }
}

interface Answer {
  status: number;
  bytes: number;
  ms: number;
  etag: string | undefined;
}

/** One GET with node:http (fetch would ask for and undo compression itself). */
function get(urlPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(`${BASE}${urlPath}`, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => {
        const etag = response.headers.etag;
        resolve({ status: response.statusCode ?? 0, bytes, ms: ms(started), etag });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function waitUntilReady(child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (performance.now() - started > 600_000) throw new Error('server not ready after 10 min');
    try {
      if ((await get('/readyz')).status === 200) return ms(started);
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface LoadRow {
  parts: number;
  target: string;
  connections: number;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
}

/** Distinct searches, one part each: `01234 válvula` matches Peça de reposição 01234 válvula. */
function searchPaths(count: number): () => string {
  let next = 0;
  return () => {
    // A stride through all the numbers: no search repeats before every part was asked once,
    // far beyond the 200 pages the query cache keeps.
    const n = (next++ * 7_919) % count;
    const q = encodeURIComponent(`${String(n).padStart(5, '0')} válvula`);
    return `/api/produtos-buscar.php?q=${q}&pageSize=50`;
  };
}

/** The same searches with one letter of the word swapped, found by the typo tolerance (issue 15). */
function typoSearchPaths(count: number): () => string {
  let next = 0;
  return () => {
    const n = (next++ * 7_919 + 13) % count;
    const q = encodeURIComponent(`${String(n).padStart(5, '0')} vavlula`);
    return `/api/produtos-buscar.php?q=${q}&pageSize=50`;
  };
}

async function load(
  count: number,
  target: string,
  connections: number,
  urlPath: string | (() => string),
): Promise<LoadRow> {
  const result = await autocannon({
    url: BASE,
    connections,
    duration: DURATION_S,
    requests: [
      typeof urlPath === 'string'
        ? { method: 'GET', path: urlPath }
        : { method: 'GET', setupRequest: (request) => ({ ...request, path: urlPath() }) },
    ],
  });
  return {
    parts: count,
    target,
    connections,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Spawns the built server on `dataDir` and waits until it is ready. */
async function start(dataDir: string) {
  const started = performance.now();
  const child = spawn(process.execPath, ['server/dist/index.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST,
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SEED_SAMPLE_DATA: 'false',
      ADMIN_PASSWORD: 'bench-only password',
    },
    stdio: 'inherit',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    const stopping = performance.now();
    child.kill('SIGTERM');
    await exited;
    return `${ms(stopping)} ms (exit code ${child.exitCode})`;
  };
  try {
    return { child, startupMs: await waitUntilReady(child, started), stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Start-up and memory of the server on an empty store: Node and the app without parts. */
async function measureEmpty() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'castall-bench-scale-'));
  try {
    const server = await start(dataDir);
    const memory = memoryOf(server.child.pid);
    await server.stop();
    return { parts: 0, startupMs: server.startupMs, rss: memory?.rss ?? 'n/a' };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measure(count: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'castall-bench-scale-'));
  await seedBenchParts(dataDir, count);
  const facts: Record<string, string | number> = { parts: count, ...measureCatalogueBuild(count) };
  const rows: LoadRow[] = [];
  const server = await start(dataDir);
  const { child } = server;
  try {
    facts['start-up (spawn → /readyz 200)'] = `${server.startupMs} ms`;
    facts['RSS after start'] = `${memoryOf(child.pid)?.rss ?? 'n/a'} MB`;

    // The first full list builds and serializes the catalogue on the event loop: a health
    // check sent 10 ms behind it waits for that too.
    const coldRequest = get(LIST_PATH);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const [cold, health] = await Promise.all([coldRequest, get('/healthz')]);
    facts['full list, first request'] = `${cold.ms} ms, ${mb(cold.bytes)} (status ${cold.status})`;
    facts['/healthz sent with it'] = `${health.ms} ms`;
    facts['full list, repeated'] = `${(await get(LIST_PATH)).ms} ms`;
    for (const encoding of ['br', 'gzip']) {
      const first = await get(LIST_PATH, { 'Accept-Encoding': encoding });
      const again = await get(LIST_PATH, { 'Accept-Encoding': encoding });
      facts[`full list, ${encoding}`] =
        `${mb(first.bytes)}; first ${first.ms} ms (compressed once), repeated ${again.ms} ms`;
    }
    const revalidated = await get(LIST_PATH, { 'If-None-Match': cold.etag ?? '' });
    facts['full list, If-None-Match'] = `${revalidated.status} in ${revalidated.ms} ms`;
    facts['RSS after the full list'] = `${memoryOf(child.pid)?.rss ?? 'n/a'} MB`;

    const page = await get(PAGE_PATH);
    facts['page of 50'] = `${page.bytes} B, first request ${page.ms} ms`;
    const category = await get(CATEGORY_PATH);
    facts['category page'] = `first request ${category.ms} ms`;

    rows.push(await load(count, 'plain page 3 of 50 (cached)', 10, PAGE_PATH));
    rows.push(await load(count, 'Hidráulica page 20 (cached)', 10, CATEGORY_PATH));
    rows.push(await load(count, 'distinct searches', 10, searchPaths(count)));
    rows.push(await load(count, 'distinct searches', 1, searchPaths(count)));
    rows.push(await load(count, 'distinct typo searches', 10, typoSearchPaths(count)));

    const memory = memoryOf(child.pid);
    facts['RSS at the end / peak'] = `${memory?.rss ?? 'n/a'} / ${memory?.peak ?? 'n/a'} MB`;
  } finally {
    facts['SIGTERM → exit'] = await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { facts, rows };
}

console.log(
  `${cpus().length} cores, Node ${process.version}, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}, ${DURATION_S} s per autocannon run`,
);
const empty = await measureEmpty();
console.log(`empty store: start-up ${empty.startupMs} ms, RSS ${empty.rss} MB`);
const allRows: LoadRow[] = [];
for (const count of COUNTS) {
  const { facts, rows } = await measure(count);
  console.table(facts);
  console.table(rows);
  allRows.push(...rows);
}
if (COUNTS.length > 1) console.table(allRows);
console.log(
  `load average at the end ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
