/**
 * API benchmark (issue 3): 10,000 parts in a fresh embedded store (`BENCH_PARTS` for another
 * count), the built server, and autocannon against the query endpoint (a page of 50) and the
 * full-array endpoint. Each is measured beside a plain node:http server answering the very same
 * bytes in the same run. Needs `npm run build` first.
 * Run: `npm run bench:api`, or `BENCH_PARTS=100000 npm run bench:api`.
 */
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { seedBenchParts } from './seed-parts';
import { startServer } from './start-server.mjs';

const PARTS = Number(process.env.BENCH_PARTS ?? 10_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
if (!Number.isInteger(PARTS) || PARTS < 1)
  throw new Error('BENCH_PARTS must be a whole number ≥ 1');

/** A plain node:http server answering `body` to every request: the ceiling for these bytes. */
async function baseline(body: Buffer, type: string) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

interface Row {
  target: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
}

async function measure(target: string, url: string, rate?: number): Promise<Row> {
  const result = await autocannon({
    url,
    connections: 10,
    duration: DURATION_S,
    ...(rate === undefined ? {} : { overallRate: rate }),
  });
  return {
    target,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'castall-bench-api-'));
await seedBenchParts(dataDir, PARTS);
const server = await startServer(4392, { DATA_DIR: dataDir, SEED_SAMPLE_DATA: 'false' });
const rows: Row[] = [];
try {
  const queryPath = '/api/produtos-buscar.php?page=3&pageSize=50';
  const searchPath = '/api/produtos-buscar.php?q=valvula%200042&pageSize=50';
  const listPath = '/api/produtos-listar.php';
  const queryBytes = Buffer.from(await (await fetch(server.url + queryPath)).arrayBuffer());
  const listBytes = Buffer.from(await (await fetch(server.url + listPath)).arrayBuffer());
  console.log(
    `page of 50: ${queryBytes.length} B; full array: ${(listBytes.length / 1e6).toFixed(2)} MB`,
  );

  const queryBase = await baseline(queryBytes, 'application/json; charset=utf-8');
  rows.push(await measure('query page 50 (max)', server.url + queryPath));
  rows.push(await measure('  plain node:http, same bytes', queryBase.url));
  rows.push(await measure('query page 50 @1000 req/s', server.url + queryPath, 1000));
  rows.push(await measure('search page 50 @1000 req/s', server.url + searchPath, 1000));
  queryBase.close();

  const listBase = await baseline(listBytes, 'application/json; charset=utf-8');
  rows.push(await measure('full array (max)', server.url + listPath));
  rows.push(await measure('  plain node:http, same bytes', listBase.url));
  listBase.close();
} finally {
  server.stop();
}
console.table(rows);
const ratio = (a: Row | undefined, b: Row | undefined) =>
  a && b ? `${((a['req/s'] / b['req/s']) * 100).toFixed(0)}%` : 'n/a';
console.log(`query endpoint vs baseline: ${ratio(rows[0], rows[1])}`);
console.log(`full array vs baseline: ${ratio(rows[4], rows[5])}`);
