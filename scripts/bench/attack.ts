/**
 * The attack figures of issue 38, re-measured against the built server over real HTTP:
 * 1. login guessing: wrong passwords checked per address in one 15-minute window, attacked as
 *    the first pass did (invented device tokens, 20 usernames in turn, bursts of 20 at once),
 *    from one address, from three at once, and from twenty IPv6 addresses of one /64 behind
 *    TRUST_PROXY; then whether the administrator's browser, holding the device cookie of an
 *    earlier login, still logs in past the locks;
 * 2. slug cost: a part page whose slug is 16 kB of dashes against a real one and a 200-character
 *    one, and /healthz while six of those long requests a second arrive;
 * 3. restore memory: peak RSS, exit code and message of `npm run restore` on a real backup whose
 *    records.ndjson ends in 800 MB of one repeated byte (about 1 MB gzipped), and what it wrote.
 * Servers run as child processes on temp DATA_DIRs and are stopped by their PID. Needs
 * `npm run build` first; takes about a minute.
 * Run: `npx tsx scripts/bench/attack.ts`.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WORK = mkdtempSync(path.join(tmpdir(), 'castall-bench-attack-'));
const ADMIN = 'admin';
const ADMIN_PASSWORD = 'bench-only password';
/** Requests sent at once in each burst, and usernames tried in turn (the first pass's shape). */
const BURST = 20;
const USERNAMES = [ADMIN, ...Array.from({ length: 19 }, (_, i) => `user${i + 1}`)];
/** A Retry-After this long is a lock for the window, not a wait for attempts in flight. */
const LOCK_SECONDS = 60;
const SLUG_DASHES = 16_000;

const median = (values: number[]) => quantile(values, 0.5);
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  ms: number;
}

interface Call {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  form?: Record<string, string>;
  /** Local address to connect from: any of 127/8 is this host, so each is a client address. */
  from?: string;
  /** A fresh connection per request, so bursts are truly concurrent and never queue. */
  fresh?: boolean;
}

/** One request with node:http (fetch cannot choose the local address), body read whole. */
function call(url: string, { method = 'GET', headers = {}, form, from, fresh }: Call = {}) {
  const body = form === undefined ? undefined : new URLSearchParams(form).toString();
  const sent = { ...headers };
  if (body !== undefined) {
    sent['Content-Type'] = 'application/x-www-form-urlencoded';
    sent['Content-Length'] = String(Buffer.byteLength(body));
  }
  const started = performance.now();
  return new Promise<Answer>((resolve, reject) => {
    const options = {
      method,
      headers: sent,
      localAddress: from,
      ...(fresh ? { agent: false } : {}),
    };
    const req = httpRequest(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

interface Server {
  url: string;
  dataDir: string;
  /** The server's log lines (JSON), kept only when asked: the lockout counts come from them. */
  lines: string[];
  stop(): Promise<void>;
}

/**
 * The built server as a child process (start-server.mjs inherits stdout and hides the PID; here
 * the log is read and the process is stopped by its PID).
 */
async function startServer(
  port: number,
  env: Record<string, string> = {},
  dataDir = mkdtempSync(path.join(WORK, 'data-')),
  keepLog = false,
): Promise<Server> {
  const child = spawn(process.execPath, ['server/dist/index.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      ...env,
    },
    stdio: ['ignore', keepLog ? 'pipe' : 'ignore', 'inherit'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('The server did not start');
  const lines: string[] = [];
  if (child.stdout !== null)
    createInterface({ input: child.stdout }).on('line', (line) => lines.push(line));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await call(`${url}/healthz`)).status === 200) break;
    } catch {
      if (attempt > 200 || child.exitCode !== null) throw new Error(`No server on ${url}`);
      await sleep(100);
    }
  }
  return {
    url,
    dataDir,
    lines,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGTERM');
      await exited;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// 1. Login guessing

/** Well-formed like a server-signed device token (`<22>.<43>` base64url), but made up. */
const inventedToken = () =>
  `${randomBytes(16).toString('base64url')}.${randomBytes(32).toString('base64url')}`;

interface Source {
  /** Local address to connect from, or (behind TRUST_PROXY) the X-Forwarded-For given. */
  from?: string;
  forwardedFor?: string;
}

/** The address the server sees for a source, as its log names it. */
const addressOf = (source: Source) => source.forwardedFor ?? source.from ?? '127.0.0.1';

interface LoginTry {
  username: string;
  password: string;
  /** A device token and where to present it: the form field, the header or the cookie. */
  device?: { token: string; via: 'field' | 'header' | 'cookie' };
}

function login(url: string, source: Source, { username, password, device }: LoginTry) {
  const form: Record<string, string> = { username, password };
  const headers: Record<string, string> = {};
  if (source.forwardedFor !== undefined) headers['X-Forwarded-For'] = source.forwardedFor;
  if (device?.via === 'field') form.device = device.token;
  if (device?.via === 'header') headers['Castall-Device'] = device.token;
  // The dropped unsigned id rides along too: the server must make nothing of it.
  if (device?.via === 'cookie') {
    headers.Cookie = `castall.client=${randomBytes(16).toString('hex')}; castall.device=${device.token}`;
  }
  return call(`${url}/api/login.php`, {
    method: 'POST',
    form,
    headers,
    from: source.from,
    fresh: true,
  });
}

const isWrongPassword = (answer: Answer) =>
  answer.status === 200 && (JSON.parse(answer.body) as { success?: boolean }).success === false;
const retryAfter = (answer: Answer) => Number(answer.headers['retry-after'] ?? 0);

interface AttackResult {
  answers: { source: Source; answer: Answer }[];
  bursts: number;
  ms: number;
}

/**
 * Bursts of BURST wrong passwords at once, request k from `sources[k % sources.length]` with
 * username k of USERNAMES in turn and a freshly invented device token (field, header or cookie in
 * turn), until a whole burst is refused with a window-long Retry-After: from then on nothing is
 * checked until the window ends, so what was checked until then is the window's figure.
 */
async function attack(url: string, sources: Source[], maxBursts = 40): Promise<AttackResult> {
  const answers: AttackResult['answers'] = [];
  const started = performance.now();
  let k = 0;
  for (let burst = 1; burst <= maxBursts; burst += 1) {
    const sent = Array.from({ length: BURST }, () => {
      const source = sources[k % sources.length]!;
      const via = (['field', 'header', 'cookie'] as const)[k % 3]!;
      const username = USERNAMES[k % USERNAMES.length]!;
      k += 1;
      const device = { token: inventedToken(), via };
      const password = `wrong guess ${k} ${randomBytes(4).toString('hex')}`;
      return login(url, source, { username, password, device }).then((answer) => ({
        source,
        answer,
      }));
    });
    const results = await Promise.all(sent);
    answers.push(...results);
    const locked = results.every(
      ({ answer }) => answer.status === 429 && retryAfter(answer) >= LOCK_SECONDS,
    );
    if (locked) return { answers, bursts: burst, ms: performance.now() - started };
  }
  return { answers, bursts: maxBursts, ms: performance.now() - started };
}

/**
 * The attempt that makes the limit is checked too (a right password would have logged in), but
 * it is answered 429 like the refusals: the server's "Login locked" line is how it is told apart.
 */
async function lockingChecks(server: Server): Promise<Map<string, number>> {
  await sleep(300); // the log lines cross a pipe
  const counts = new Map<string, number>();
  for (const line of server.lines) {
    let msg: string;
    try {
      msg = (JSON.parse(line) as { msg?: string }).msg ?? '';
    } catch {
      continue; // not a log record (nothing else is printed, but a stray line counts nothing)
    }
    const ip = /^Login locked \(\w+\) after repeated failures from (.+)\.$/.exec(msg)?.[1];
    if (ip !== undefined) counts.set(ip, (counts.get(ip) ?? 0) + 1);
  }
  return counts;
}

interface Tally {
  /** Wrong passwords the server checked: answered "wrong", or the check that locked. */
  checked: number;
  wrong: number;
  locking: number;
  refused: number;
  other: number;
}

function tally(
  result: AttackResult,
  locking: Map<string, number>,
  inGroup: (ip: string) => boolean,
) {
  const answers = result.answers.filter(({ source }) => inGroup(addressOf(source)));
  const wrong = answers.filter(({ answer }) => isWrongPassword(answer)).length;
  const refused = answers.filter(({ answer }) => answer.status === 429).length;
  const lockingCount = [...locking].reduce((sum, [ip, n]) => sum + (inGroup(ip) ? n : 0), 0);
  return {
    checked: wrong + lockingCount,
    wrong,
    locking: lockingCount,
    refused: refused - lockingCount,
    other: answers.length - wrong - refused,
  } satisfies Tally;
}

const describe = (t: Tally) =>
  `${t.checked} checked (${t.wrong} answered wrong + ${t.locking} that locked), ` +
  `${t.refused} refused unchecked${t.other > 0 ? `, ${t.other} OTHER` : ''}`;

function deviceCookie(answer: Answer): string | undefined {
  const cookies = answer.headers['set-cookie'] ?? [];
  return cookies.map((c) => /^castall\.device=([^;]+)/.exec(c)?.[1]).find((v) => v !== undefined);
}

const loggedIn = (answer: Answer) =>
  answer.status === 200 && (JSON.parse(answer.body) as { success?: boolean }).success === true;

async function loginGuessing(rows: Row[]): Promise<void> {
  // One address alone: the per-address figure.
  const one = await startServer(4395, {}, undefined, true);
  const single = { from: '127.0.0.2' };
  const alone = await attack(one.url, [single]);
  const aloneTally = tally(alone, await lockingChecks(one), (ip) => ip === single.from);
  await one.stop();
  // The refusals' Retry-After shows the lock lasts the window: no more checks for 15 minutes.
  const lockSeconds = Math.max(...alone.answers.map(({ answer }) => retryAfter(answer)));
  console.log(
    `one address: ${describe(aloneTally)} in ${alone.bursts} bursts, ` +
      `${(alone.ms / 1000).toFixed(1)} s; then Retry-After ${lockSeconds} s`,
  );
  rows.push({
    item: 'Login: guesses checked per address per 15 min',
    measured: `${aloneTally.checked} (then all 429, Retry-After ${lockSeconds} s)`,
    earlier: '~20',
  });

  // Three addresses at once, the first pass's setting, with the administrator's browser device
  // cookie taken before the attack.
  const three = await startServer(4396, {}, undefined, true);
  const browser = { from: '127.0.0.10' };
  const first = await login(three.url, browser, { username: ADMIN, password: ADMIN_PASSWORD });
  const token = deviceCookie(first);
  if (!loggedIn(first) || token === undefined) throw new Error('The first admin login failed');
  const attackers = ['127.0.0.3', '127.0.0.4', '127.0.0.5'].map((from) => ({ from }));
  const started = performance.now();
  const results = await Promise.all(attackers.map((source) => attack(three.url, [source])));
  const seconds = (performance.now() - started) / 1000;
  const locking = await lockingChecks(three);
  const perAddress = attackers.map((source, i) =>
    tally(results[i]!, locking, (ip) => ip === source.from),
  );
  const total = perAddress.reduce((sum, t) => sum + t.checked, 0);
  console.log(
    `three addresses at once: ${perAddress.map((t) => t.checked).join(' + ')} = ${total} checked in ${seconds.toFixed(1)} s`,
  );
  rows.push({
    item: 'Login: checked from 3 addresses at once',
    measured: `${total} in ${seconds.toFixed(1)} s (${perAddress.map((t) => t.checked).join('/')})`,
    earlier: '57 in 4.9 s',
  });

  // Whatever the spread left, the admin's username is locked now (3 failures), and the right
  // password without a valid device token is refused; the browser's own token still logs in,
  // even from an address at its limit.
  for (let i = 0; i < 3; i += 1) {
    await login(three.url, { from: '127.0.0.11' }, { username: ADMIN, password: `wrong ${i}` });
  }
  const bystander = { from: '127.0.0.12' };
  const plain = await login(three.url, bystander, { username: ADMIN, password: ADMIN_PASSWORD });
  const invented = await login(three.url, bystander, {
    username: ADMIN,
    password: ADMIN_PASSWORD,
    device: { token: inventedToken(), via: 'cookie' },
  });
  const withCookie = await login(three.url, attackers[0]!, {
    username: ADMIN,
    password: ADMIN_PASSWORD,
    device: { token, via: 'cookie' },
  });
  await three.stop();
  console.log(
    `admin, right password after the attack: no token ${plain.status}, invented token ` +
      `${invented.status}, browser's device cookie from a locked address ${withCookie.status}`,
  );
  rows.push({
    item: 'Login: admin locked, right password w/o token',
    measured: `${plain.status}${plain.status === 429 ? ' (locked)' : ' NOT LOCKED'}; invented token ${invented.status}`,
    earlier: '—',
  });
  rows.push({
    item: 'Login: browser with device cookie logs in',
    measured: loggedIn(withCookie) ? 'yes' : `NO (${withCookie.status})`,
    earlier: '—',
  });

  // IPv6 behind a proxy: twenty addresses of one /64 share one budget; another /64 has its own;
  // an X-Forwarded-For entry the client prepends does not count (only the proxy's last one).
  const proxied = await startServer(4397, { TRUST_PROXY: 'true' }, undefined, true);
  const sixes = Array.from({ length: 20 }, (_, i) => ({ forwardedFor: `2001:db8::${i + 1}` }));
  const ipv6 = await attack(proxied.url, sixes);
  const inPrefix = (ip: string) => /^2001:db8::[0-9a-f]+$/.test(ip);
  const ipv6Tally = tally(ipv6, await lockingChecks(proxied), inPrefix);
  const neighbour = await login(
    proxied.url,
    { forwardedFor: '2001:db8:0:1::1' },
    {
      username: 'user5',
      password: 'another wrong guess',
    },
  );
  const spoofed = await login(
    proxied.url,
    { forwardedFor: '203.0.113.9, 2001:db8::21' },
    {
      username: 'user6',
      password: 'yet another wrong guess',
    },
  );
  await proxied.stop();
  console.log(
    `IPv6 2001:db8::1…::20: ${describe(ipv6Tally)}; 2001:db8:0:1::1 ${neighbour.status}` +
      `${isWrongPassword(neighbour) ? ' (checked)' : ''}; prepended X-Forwarded-For ${spoofed.status}`,
  );
  rows.push({
    item: 'Login: 20 IPv6 addrs of one /64, checked',
    measured:
      `${ipv6Tally.checked} in all; other /64 ${isWrongPassword(neighbour) ? 'checked' : neighbour.status}; ` +
      `spoofed XFF ${spoofed.status}`,
    earlier: '—',
  });
}

// ---------------------------------------------------------------------------------------------
// 2. Slug cost

async function medianOf(url: string, times: number): Promise<{ status: number; ms: number }> {
  await call(url); // the first one renders and caches a real page; the rest are what an attacker gets
  const answers: Answer[] = [];
  for (let i = 0; i < times; i += 1) answers.push(await call(url));
  return { status: answers[0]?.status ?? 0, ms: median(answers.map((a) => a.ms)) };
}

async function slugCost(rows: Row[]): Promise<void> {
  const server = await startServer(4398);
  const sitemap = (await call(`${server.url}/sitemap-parts-1.xml`)).body;
  const normal = /<loc>https?:\/\/[^/<]+(\/shop\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (normal === undefined) throw new Error('No part page in the parts sitemap');
  const long = `${server.url}/shop/${'-'.repeat(SLUG_DASHES)}`;
  const real = await medianOf(server.url + normal, 20);
  const short = await medianOf(`${server.url}/shop/${'-'.repeat(200)}`, 20);
  const dashes = await medianOf(long, 20);
  // 16 KiB exactly does not reach the router: Node's 16 KiB header limit answers 431 first.
  const kib = await call(`${server.url}/shop/${'-'.repeat(16 * 1024)}`);
  console.log(
    `part page ${normal}: ${real.status} ${ms(real.ms)}; 200 dashes: ${short.status} ` +
      `${ms(short.ms)}; ${SLUG_DASHES} dashes: ${dashes.status} ${ms(dashes.ms)}; 16,384 dashes: ${kib.status}`,
  );
  rows.push({
    item: 'Slug: GET median of 20',
    measured: `${SLUG_DASHES} dashes ${ms(dashes.ms)} (${dashes.status}); real ${ms(real.ms)}; 200 dashes ${ms(short.ms)}`,
    earlier: '130–180 ms vs 2 ms',
  });

  const healthz = `${server.url}/healthz`;
  const idle: number[] = [];
  for (let i = 0; i < 100; i += 1) idle.push((await call(healthz)).ms);

  // Six long slugs a second for 20 s, sent on a clock whatever their answers take, while
  // /healthz is asked one request after another.
  const loadMs = 20_000;
  const sent: Promise<Answer>[] = [];
  const ticker = setInterval(() => sent.push(call(long, { fresh: true })), 1000 / 6);
  const busy: number[] = [];
  const until = performance.now() + loadMs;
  while (performance.now() < until) {
    busy.push((await call(healthz)).ms);
    await sleep(20);
  }
  clearInterval(ticker);
  const attacks = await Promise.all(sent);
  await server.stop();
  console.log(
    `/healthz: idle median ${ms(median(idle))}; under ${attacks.length} long slugs in 20 s: ` +
      `median ${ms(median(busy))}, p95 ${ms(quantile(busy, 0.95))} (${busy.length} requests); ` +
      `the slugs' own median ${ms(median(attacks.map((a) => a.ms)))}`,
  );
  rows.push({
    item: '/healthz median, idle → 6 long slugs/s',
    measured: `${ms(median(idle))} → ${ms(median(busy))} (p95 ${ms(quantile(busy, 0.95))})`,
    earlier: '0.5 ms → 272 ms',
  });
}

// ---------------------------------------------------------------------------------------------
// 3. Restore memory

const BOMB_BYTES = 800 * 1_000_000;

type Entries = { header: tar.Header; content: Buffer | (() => Readable) }[];

/** A real backup's entries, read into memory (the demo store's are a few MB). */
async function readArchive(file: string): Promise<Entries> {
  const entries: Entries = [];
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
    entries.push({ header: entry.header, content: Buffer.concat(chunks) });
  }
  await reading;
  return entries;
}

async function writeArchive(file: string, entries: Entries): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(file));
  for (const { header, content } of entries) {
    if (Buffer.isBuffer(content)) {
      await new Promise<void>((resolve, reject) =>
        pack.entry({ ...header, size: content.length }, content, (err) =>
          err ? reject(err) : resolve(),
        ),
      );
    } else await pipeline(content(), pack.entry(header));
  }
  pack.finalize();
  await written;
}

/** The real records, then 800 MB of one byte without a newline: streamed, never held. */
function bombedRecords(records: Buffer): () => Readable {
  const chunk = Buffer.alloc(1_000_000, 'A');
  return () =>
    Readable.from(
      (function* () {
        yield Buffer.concat([records, Buffer.from('\n')]);
        for (let sent = 0; sent < BOMB_BYTES; sent += chunk.length) yield chunk;
      })(),
    );
}

/** Every process below `root`, from the parent ids in /proc. */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
  }
  const found: number[] = [];
  const queue = [root];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    for (const child of children.get(pid) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

interface Restore {
  code: number | null;
  output: string;
  /** GNU time's maximum RSS over the whole tree (npm, sh, node). */
  maxRssKb: number | undefined;
  /** VmHWM of the node process running restore-cli.ts, polled from /proc. */
  restoreHwmKb: number;
  seconds: number;
}

/** `npm run restore -- FILE` into `dataDir`, its peak memory watched two ways. */
async function restore(file: string, dataDir: string): Promise<Restore> {
  const stats = path.join(WORK, 'time.txt');
  const npm = ['npm', 'run', '--silent', 'restore', '--', file];
  const [command, ...args] = existsSync('/usr/bin/time')
    ? ['/usr/bin/time', '-v', '-o', stats, ...npm]
    : npm;
  const started = performance.now();
  const child = spawn(command!, args, {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let restoreHwmKb = 0;
  const poll = setInterval(() => {
    for (const pid of descendants(child.pid ?? -1)) {
      try {
        if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('restore-cli.ts')) continue;
        const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
        restoreHwmKb = Math.max(restoreHwmKb, Number(hwm ?? 0));
      } catch {
        // exited between the listing and the read
      }
    }
  }, 10);
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  clearInterval(poll);
  const maxRss = existsSync(stats)
    ? /Maximum resident set size \(kbytes\): (\d+)/.exec(readFileSync(stats, 'utf8'))?.[1]
    : undefined;
  rmSync(stats, { force: true });
  return {
    code,
    output: output.trim(),
    maxRssKb: maxRss === undefined ? undefined : Number(maxRss),
    restoreHwmKb,
    seconds: (performance.now() - started) / 1000,
  };
}

const mb = (kb: number | undefined) => (kb === undefined ? '?' : `${(kb / 1024).toFixed(0)} MiB`);

/** Every path under `dir` (empty when it holds nothing, or does not exist). */
const contents = (dir: string) =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [];

async function partCount(server: Server): Promise<number> {
  return (JSON.parse((await call(`${server.url}/api/produtos-listar.php`)).body) as unknown[])
    .length;
}

async function restoreMemory(rows: Row[]): Promise<void> {
  const source = await startServer(4399);
  const parts = await partCount(source);
  const backup = path.join(WORK, 'backup.tar.gz');
  const backedUp = await new Promise<string>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'backup', '--', backup], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: source.dataDir, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('close', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(out))));
  });
  // The embedded store opens in one process at a time: the server lets go before the restores.
  await source.stop();
  console.log(backedUp);

  const entries = await readArchive(backup);
  const records = entries.find(({ header }) => header.name === 'records.ndjson');
  const lines = records?.content;
  if (!Buffer.isBuffer(lines)) throw new Error('The backup has no records.ndjson');
  // The same entries packed again restore as the original: the repacking is the format.
  const repacked = path.join(WORK, 'repacked.tar.gz');
  await writeArchive(repacked, entries);
  const bomb = path.join(WORK, 'bomb.tar.gz');
  const started = performance.now();
  await writeArchive(
    bomb,
    entries.map((entry) =>
      entry === records
        ? {
            header: { ...entry.header, size: lines.length + 1 + BOMB_BYTES },
            content: bombedRecords(lines),
          }
        : entry,
    ),
  );
  console.log(
    `bomb: records.ndjson of ${((lines.length + 1 + BOMB_BYTES) / 1e6).toFixed(0)} MB, ` +
      `archive ${(statSync(bomb).size / 1e6).toFixed(2)} MB, written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const control = await restore(repacked, mkdtempSync(path.join(WORK, 'control-')));
  console.log(
    `control restore: exit ${control.code}, ${mb(control.restoreHwmKb)}: ${control.output}`,
  );
  const target = mkdtempSync(path.join(WORK, 'target-'));
  const bombed = await restore(bomb, target);
  const written = contents(target);
  console.log(
    `bomb restore: exit ${bombed.code} after ${bombed.seconds.toFixed(1)} s, restore-cli VmHWM ` +
      `${mb(bombed.restoreHwmKb)}, whole tree max RSS ${mb(bombed.maxRssKb)}: ${bombed.output}`,
  );
  console.log(`target DATA_DIR after it: ${written.length === 0 ? 'empty' : written.join(', ')}`);

  // And the source store, which holds data: still refused, still whole.
  const intoSource = await restore(bomb, source.dataDir);
  const again = await startServer(4399, {}, source.dataDir);
  const partsAfter = await partCount(again);
  await again.stop();
  console.log(
    `bomb restore into the source DATA_DIR: exit ${intoSource.code}: ${intoSource.output}; ` +
      `parts before ${parts}, after ${partsAfter}`,
  );
  rows.push({
    item: 'Restore: 800 MB bomb, peak RSS',
    measured: `${mb(bombed.restoreHwmKb)} (tree ${mb(bombed.maxRssKb)}; control ${mb(control.restoreHwmKb)})`,
    earlier: '1.78 GB',
  });
  rows.push({
    item: 'Restore: exit code, written',
    measured: `exit ${bombed.code}, ${written.length === 0 ? 'nothing written' : `WROTE ${written.length} entries`}; source ${partsAfter}/${parts} parts`,
    earlier: '—',
  });
}

// ---------------------------------------------------------------------------------------------

interface Row {
  item: string;
  measured: string;
  earlier: string;
}

const rows: Row[] = [];
const began = performance.now();
try {
  await loginGuessing(rows);
  await slugCost(rows);
  await restoreMemory(rows);
  console.table(rows);
  console.log(`total ${((performance.now() - began) / 1000).toFixed(0)} s`);
} finally {
  rmSync(WORK, { recursive: true, force: true });
}
