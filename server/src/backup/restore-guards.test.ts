import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../store/embedded';
import { makeTempDir } from '../store/embedded/testing/temp-dir';
import type { Store } from '../store/types';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  InvalidBackupError,
  MANIFEST_ENTRY,
  RECORDS_ENTRY,
  emptyCounts,
} from './archive-format';
import { restoreIntoDataDir, restoreIntoStore } from './restore';

let work: { dir: string; remove(): Promise<void> };
beforeAll(async () => {
  work = await makeTempDir();
});
afterAll(() => work.remove());

function part(overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    nome_pt: 'Bico injetor',
    nome_en: 'Injector nozzle',
    nome_es: '',
    descricao_pt: 'Descrição',
    descricao_en: 'Description',
    descricao_es: 'Descripción',
    codigo: `RG-${Math.random().toString(36).slice(2, 8)}`,
    categoria: 'Mecânica',
    preco: 12.5,
    estoque: 3,
    imagem: '',
    version: 1,
    createdAt: '2026-11-30T10:00:00.000Z',
    updatedAt: '2026-11-30T10:00:00.000Z',
    ...overrides,
  };
}

interface Entry {
  name: string;
  size: number;
  content: Buffer | (() => Readable);
}

/** Writes a gzipped tar of `entries` (streamed, never in memory), with a matching manifest. */
async function archive(
  entries: Entry[],
  counts: number | Partial<ReturnType<typeof emptyCounts>>,
): Promise<string> {
  const file = path.join(work.dir, `${randomUUID()}.tar.gz`);
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(file));
  for (const { name, size, content } of entries) {
    if (Buffer.isBuffer(content)) {
      await new Promise<void>((resolve, reject) =>
        pack.entry({ name, size }, content, (err) => (err ? reject(err) : resolve())),
      );
    } else {
      await pipeline(content(), pack.entry({ name, size }));
    }
  }
  const manifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    source: 'embedded',
    records: { ...emptyCounts(), ...(typeof counts === 'number' ? { part: counts } : counts) },
    files: 0,
  };
  const text = Buffer.from(JSON.stringify(manifest));
  pack.entry({ name: MANIFEST_ENTRY, size: text.length }, text);
  pack.finalize();
  await written;
  return file;
}

function recordsEntry(lines: unknown[]): Entry {
  const content = Buffer.from(lines.map((line) => JSON.stringify(line)).join('\n'));
  return { name: RECORDS_ENTRY, size: content.length, content };
}

/** `size` bytes of one repeated byte, in 1 MiB chunks, made as they are read. */
function repeated(size: number, byte: string): () => Readable {
  const chunk = Buffer.alloc(1024 * 1024, byte);
  return () =>
    Readable.from(
      (function* () {
        for (let left = size; left > 0; left -= chunk.length) {
          yield left >= chunk.length ? chunk : chunk.subarray(0, left);
        }
      })(),
    );
}

/** The restore's peak RSS above its start, sampled every 5 ms. */
async function peakGrowth(run: () => Promise<unknown>): Promise<number> {
  globalThis.gc?.();
  const start = process.memoryUsage.rss();
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  try {
    await run();
  } finally {
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage.rss());
  }
  return peak - start;
}

async function refusedInto(file: string): Promise<InvalidBackupError> {
  const dataDir = path.join(work.dir, `target-${randomUUID()}`);
  const error = await restoreIntoDataDir(dataDir, file).then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(InvalidBackupError);
  // Refused before anything was written: not even the target folder was made.
  await expect(readdir(dataDir)).rejects.toThrow(/ENOENT/);
  return error as InvalidBackupError;
}

describe('restore refuses what it cannot trust (issue 38)', () => {
  it('restores a valid archive of the same shape (the guards refuse only the bad)', async () => {
    const file = await archive([recordsEntry([{ kind: 'part', part: part() }])], 1);
    const dataDir = path.join(work.dir, `target-${randomUUID()}`);
    await expect(restoreIntoDataDir(dataDir, file)).resolves.toMatchObject({
      records: { part: 1 },
    });
  });

  it.each([
    ['bidi control chars in the code', { codigo: 'AB\u202E12' }, /Código/],
    ['an unknown category', { categoria: 'Nope' }, /categoria/i],
    ['a negative price', { preco: -5 }, /Preço|preço/],
    ['a stock of 1e30', { estoque: 1e30 }, /Estoque|estoque/],
    ['an image path out of the folder', { imagem: '../../../etc/passwd' }, /imagem/],
    ['the id __proto__', { id: '__proto__' }, /id da peça/],
    ['a price given as text', { preco: '12' }, /Preço/],
  ])('refuses a part with %s, naming the line, and writes nothing', async (_name, bad, says) => {
    const lines = [
      { kind: 'part', part: part() },
      { kind: 'part', part: part(bad) },
    ];
    const error = await refusedInto(await archive([recordsEntry(lines)], 2));
    expect(error.message).toMatch(/^Registro recusado no backup \(records\.ndjson, linha 2\): /);
    expect(error.message).toMatch(says);
  });

  it('refuses the same in the trash', async () => {
    const lines = [{ kind: 'trashed', part: { ...part({ categoria: 'Nope' }), trashedAt: 'x' } }];
    const error = await refusedInto(await archive([recordsEntry(lines)], 0));
    expect(error.message).toMatch(/linha 1/);
  });

  it('leaves a store it restores into untouched when a record is refused', async () => {
    const temp = await makeTempDir();
    const store: Store = await openEmbeddedStore({ dir: temp.dir });
    try {
      // 2500 good parts (more than one load batch) before the bad one.
      const lines: unknown[] = Array.from({ length: 2500 }, () => ({ kind: 'part', part: part() }));
      lines.push({ kind: 'part', part: part({ preco: -5 }) });
      const file = await archive([recordsEntry(lines)], lines.length);
      await expect(restoreIntoStore(store, file)).rejects.toThrow(/linha 2501/);
      expect(await store.backup.isEmpty()).toBe(true);
      expect(await store.parts.count()).toBe(0);
    } finally {
      await store.close();
      await temp.remove();
    }
  });

  it('refuses an 800 MB records entry (a gzip bomb) with bounded memory', async () => {
    const size = 800 * 1024 * 1024;
    const file = await archive([{ name: RECORDS_ENTRY, size, content: repeated(size, 'a') }], 0);
    const compressed = (await stat(file)).size;
    let error: InvalidBackupError | undefined;
    const growth = await peakGrowth(async () => {
      error = await refusedInto(file);
    });
    console.log(
      `gzip bomb: ${compressed} bytes of gzip, ${size} bytes inflated; ` +
        `RSS grew ${(growth / 1024 / 1024).toFixed(1)} MiB while refusing it`,
    );
    expect(error?.message).toMatch(/records\.ndjson, linha 1\): mais de 4194304 bytes/);
    expect(growth).toBeLessThan(64 * 1024 * 1024);
  }, 120_000);

  it('refuses a file entry larger than an image can be from its header, without inflating it', async () => {
    const size = 100 * 1024 * 1024;
    const file = await archive(
      [recordsEntry([]), { name: 'files/bomb.webp', size, content: repeated(size, '\0') }],
      0,
    );
    const growth = await peakGrowth(async () => {
      const error = await refusedInto(file);
      expect(error.message).toMatch(/files\/bomb\.webp do backup passa de 67108864 bytes/);
    });
    expect(growth).toBeLessThan(64 * 1024 * 1024);
  }, 120_000);

  it.each([
    ['a part id', (first: ReturnType<typeof part>) => part({ id: first.id })],
    [
      'a code (by the stores’ key)',
      (first: ReturnType<typeof part>) =>
        part({ codigo: first.codigo.toLowerCase().replace('-', ' ') }),
    ],
  ])('refuses an archive that repeats %s, and writes nothing', async (_name, twin) => {
    const first = part();
    const lines = [
      { kind: 'part', part: first },
      { kind: 'trashed', part: { ...twin(first), trashedAt: first.createdAt, trashedBy: 'admin' } },
    ];
    const error = await refusedInto(await archive([recordsEntry(lines)], { part: 1, trashed: 1 }));
    expect(error.message).toMatch(/^O backup repete (a peça|o código) .+; nada foi restaurado\.$/);
  });

  const entry = {
    partId: randomUUID(),
    codigo: 'RG-1',
    at: '2026-11-30T10:00:00.000Z',
    by: 'admin',
    action: 'update',
    changes: [{ field: 'preco', from: 1, to: 2 }],
  };
  const journal = {
    id: randomUUID(),
    at: '2026-11-30T10:00:00.000Z',
    by: 'admin',
    created: 0,
    updated: 1,
    parts: [{ id: randomUUID(), version: 2, before: { ...part(), id: undefined } }],
  };
  const account = {
    username: 'admin',
    passwordHash: 'scrypt$32768$8$1$Y2FzdGFsbA$Ql0qwvzWehiWvXZSLWzI6ffZfRF0zSUClh8wQtzRiWo',
    updatedAt: '2026-11-30T10:00:00.000Z',
  };
  const subscriber = { email: 'a@example.com', subscribedAt: '2026-11-30T10:00:00.000Z' };

  it('restores history, an import, an account and a subscriber of the right shape', async () => {
    const lines = [
      { kind: 'change', entry },
      { kind: 'import', journal },
      { kind: 'account', account },
      { kind: 'subscriber', subscriber },
    ];
    const counts = { change: 1, import: 1, account: 1, subscriber: 1 };
    const dataDir = path.join(work.dir, `target-${randomUUID()}`);
    await expect(
      restoreIntoDataDir(dataDir, await archive([recordsEntry(lines)], counts)),
    ).resolves.toMatchObject({ records: counts });
  });

  it.each([
    ['change', 'an unknown action', { entry: { ...entry, action: 'hack' } }, /ação/],
    [
      'change',
      'a field no part has',
      { entry: { ...entry, changes: [{ field: '__proto__', from: 1, to: 2 }] } },
      /campo/,
    ],
    [
      'change',
      'a value that is an object',
      { entry: { ...entry, changes: [{ field: 'preco', from: {}, to: 2 }] } },
      /valor/,
    ],
    [
      'import',
      'a "before" with a negative price',
      {
        journal: {
          ...journal,
          parts: [{ ...journal.parts[0], before: { ...journal.parts[0]!.before, preco: -5 } }],
        },
      },
      /Preço|preço/,
    ],
    ['import', 'a count of -1', { journal: { ...journal, created: -1 } }, /total/],
    [
      'account',
      'a password that is not a hash',
      { account: { ...account, passwordHash: 'admin123' } },
      /hash/,
    ],
    ['subscriber', 'no sign-up date', { subscriber: { email: 'a@example.com' } }, /data|inscrição/],
  ])('refuses a %s record with %s', async (kind, _name, fields, says) => {
    const error = await refusedInto(
      await archive([recordsEntry([{ kind, ...fields }])], { [kind]: 1 }),
    );
    expect(error.message).toMatch(/^Registro recusado no backup \(records\.ndjson, linha 1\): /);
    expect(error.message).toMatch(says);
  });

  it('refuses an archive that repeats an account or a subscriber', async () => {
    for (const [kind, record] of [
      ['account', { account }],
      ['subscriber', { subscriber }],
    ] as const) {
      const lines = [
        { kind, ...record },
        { kind, ...record },
      ];
      const error = await refusedInto(await archive([recordsEntry(lines)], { [kind]: 2 }));
      expect(error.message).toMatch(/^O backup repete /);
    }
  });
});
