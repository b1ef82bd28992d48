/**
 * CSV import benchmark (issue 11): a 10,000-row file posted to the import endpoint with
 * `aplicar=1`, once as new parts and once as changes to all of them, through real HTTP to the
 * server (run from source with tsx) over a fresh embedded store. Run: `npm run bench:import`.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importCsvText } from '@castall/server/testing';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const PASSWORD = 'bench-only import password';

async function login(url: string): Promise<string> {
  const form = new FormData();
  form.set('username', 'admin');
  form.set('password', PASSWORD);
  const answer = (await (
    await fetch(`${url}/api/login.php`, { method: 'POST', body: form })
  ).json()) as {
    token?: string;
  };
  if (answer.token === undefined) throw new Error('bench login failed');
  return answer.token;
}

/** Posts the file for applying; answers the seconds it took and the summary. */
async function importFile(url: string, token: string, csv: string) {
  const form = new FormData();
  form.set('arquivo', new Blob([csv], { type: 'text/csv' }), 'pecas.csv');
  form.set('aplicar', '1');
  const started = performance.now();
  const response = await fetch(`${url}/api/produtos-importar.php`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
  const answer = (await response.json()) as { summary?: unknown };
  return { seconds: (performance.now() - started) / 1000, summary: answer.summary };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'castall-bench-import-'));
const port = Number(process.env.BENCH_PORT ?? 4175);
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_DIR: dataDir,
    ADMIN_PASSWORD: PASSWORD,
    SEED_SAMPLE_DATA: 'false',
    LOG_LEVEL: 'silent',
  },
  stdio: 'inherit',
});
const url = `http://127.0.0.1:${port}`;
try {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await fetch(`${url}/api/produtos-listar.php`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const token = await login(url);
  const created = await importFile(url, token, importCsvText(ROWS));
  // The same codes with other prices: every row becomes an update.
  const changed = await importFile(url, token, importCsvText(ROWS).replaceAll(',50;', ',75;'));
  console.table([
    {
      import: `${ROWS} new parts`,
      seconds: created.seconds.toFixed(2),
      summary: JSON.stringify(created.summary),
    },
    {
      import: `${ROWS} changed parts`,
      seconds: changed.seconds.toFixed(2),
      summary: JSON.stringify(changed.summary),
    },
  ]);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('close', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
