import { copyFile, mkdtemp, readdir, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWithImage } from '../parts/testing';
import { partInput } from '../store/contract/fixtures';
import { loginAsAdmin, postMultipart, type AdminAuth } from '../testing/api-client';
import {
  createSiteFixture,
  startTestApp,
  testConfig,
  type SiteFixture,
  type TestServer,
} from '../testing/site-fixture';
import { InvalidBackupError } from './archive-format';
import { backupSocketPath } from './backup-socket';
import { backupToFile } from './backup-to-file';
import { restoreIntoDataDir, TargetNotEmptyError } from './restore';

const TIMEOUT_MS = 60_000;

let site: SiteFixture;
let work: string;
let source: TestServer;
let admin: AdminAuth;
let archive: string;

/** The queries a shop and an admin ask, whose answers must survive a backup and restore. */
const QUERIES = [
  '/api/produtos-listar.php',
  '/api/produtos-buscar.php?scope=shop&page=1&pageSize=50',
  '/api/produtos-buscar.php?scope=shop&page=2&pageSize=50',
  '/api/produtos-buscar.php?scope=admin&q=peca&page=1&pageSize=50',
  '/api/produtos-buscar.php?scope=shop&categoria=El%C3%A9trica&page=1&pageSize=50',
  '/api/produtos-buscar.php?scope=admin&faltando=traducao&page=1&pageSize=50',
];

async function answers(server: TestServer): Promise<unknown[]> {
  return Promise.all(
    QUERIES.map(async (query) => (await fetch(`${server.url}${query}`)).json() as Promise<unknown>),
  );
}

beforeAll(async () => {
  site = await createSiteFixture();
  work = await mkdtemp(path.join(tmpdir(), 'castall-backup-'));
  source = await startTestApp(testConfig(site.siteDir, { dataDir: path.join(work, 'source') }));
  admin = await loginAsAdmin(source.url);
  const { parts } = source.services.store;
  const author = { by: 'admin' };
  const withImages = [];
  for (const codigo of ['BK-1', 'BK-2', 'BK-3']) {
    withImages.push(await createWithImage(source.url, admin, codigo));
  }
  for (let index = 0; index < 60; index += 1) {
    await parts.create(
      partInput({
        codigo: `BK-N-${index}`,
        categoria: index % 3 === 0 ? 'Elétrica' : 'Mecânica',
        nome_es: index % 7 === 0 ? '' : `Pieza ${index}`,
      }),
      author,
    );
  }
  // A trashed part with its image, an edit, an import: all of it must come back.
  await postMultipart(
    source.url,
    '/api/produtos-deletar.php',
    { id: withImages[0]?.id ?? '' },
    admin,
  );
  const [first] = await parts.list();
  if (first === undefined) throw new Error('seed failed');
  await parts.update(first.id, { ...first, nome_pt: 'Editada antes do backup' }, undefined, author);
  await parts.applyImport([{ type: 'create', input: partInput({ codigo: 'BK-IMP' }) }], author);
  await source.services.store.newsletter.subscribe('cliente@example.com');

  archive = path.join(work, 'backup.tar.gz');
  // The server is running: the archive comes through its socket in DATA_DIR.
  await backupToFile({ socketPath: backupSocketPath(path.join(work, 'source')) }, archive);
}, TIMEOUT_MS);

afterAll(async () => {
  await source.close();
  await site.cleanup();
  await rm(work, { recursive: true, force: true });
});

/** The bytes of a readable stream. */
async function buffer(stream: AsyncIterable<Uint8Array> | undefined): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream ?? []) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('backup and restore (issue 14)', () => {
  it(
    'restores into a fresh DATA_DIR with identical answers, images, trash and history',
    async () => {
      const dataDir = path.join(work, 'restored');
      const manifest = await restoreIntoDataDir(dataDir, archive);
      expect(manifest.records).toMatchObject({ part: 63, trashed: 1, import: 1, account: 1 });
      expect(manifest.files).toBe(6);
      // Nothing of the staging folder is left beside the restored store.
      expect((await readdir(dataDir)).sort()).toEqual(['db', 'upload']);

      const restored = await startTestApp(testConfig(site.siteDir, { dataDir }));
      try {
        expect(await answers(restored)).toEqual(await answers(source));
        const from = source.services.store;
        const to = restored.services.store;
        expect(await to.parts.trashed()).toEqual(await from.parts.trashed());
        const [trashed] = await to.parts.trashed();
        // A trashed part's images are not public (issue 38); the files themselves came across.
        for (const name of [trashed?.imagem ?? '', `thumbs/${trashed?.imagem}`]) {
          expect((await fetch(`${restored.url}/upload/${name}`)).status).toBe(404);
          const copy = await to.files.open(name);
          const original = await from.files.open(name);
          expect(copy).toBeDefined();
          expect(await buffer(copy?.stream())).toEqual(await buffer(original?.stream()));
        }
        const edited = (await from.parts.list())[0]?.id ?? '';
        expect(await to.parts.changes(edited)).toEqual(await from.parts.changes(edited));
        expect(await to.parts.imports(5)).toEqual(await from.parts.imports(5));
        expect(await to.accounts.get('admin')).toEqual(await from.accounts.get('admin'));
        expect(await to.newsletter.count()).toBe(1);
        // The restored trash still works: the part comes back with its image.
        const back = await to.parts.restore(trashed?.id ?? '', { by: 'admin' });
        expect(back?.imagem).toBe(trashed?.imagem);
        // A code taken in the backup is still taken after the restore.
        await expect(to.parts.create(partInput({ codigo: 'BK-2' }))).rejects.toThrow(
          'Part code already in use',
        );
      } finally {
        await restored.close();
      }
    },
    TIMEOUT_MS,
  );

  it.skipIf(process.platform === 'win32')(
    'writes the archive owner-only: it holds the password hash (issue 38)',
    async () => {
      expect((await stat(archive)).mode & 0o777).toBe(0o600);
      const direct = path.join(work, 'direct.tar.gz');
      await backupToFile({ store: source.services.store }, direct);
      expect((await stat(direct)).mode & 0o777).toBe(0o600);
    },
  );

  it('refuses a DATA_DIR that already holds data, and changes nothing there', async () => {
    const dataDir = path.join(work, 'source');
    const before = (await stat(path.join(dataDir, 'db'))).mtimeMs;
    await expect(restoreIntoDataDir(dataDir, archive)).rejects.toThrow(TargetNotEmptyError);
    expect((await stat(path.join(dataDir, 'db'))).mtimeMs).toBe(before);
  });

  it.each([
    [
      'cut short',
      async (file: string) => truncate(file, Math.floor((await stat(archive)).size / 2)),
    ],
    ['not a backup', (file: string) => writeFile(file, 'codigo;nome_pt\nX;Y\n')],
    ['empty', (file: string) => writeFile(file, '')],
  ])('refuses an archive that is %s and writes nothing', async (_name, damage) => {
    const copy = path.join(work, `damaged-${Math.random().toString(36).slice(2)}.tar.gz`);
    await copyFile(archive, copy);
    await damage(copy);
    const dataDir = path.join(work, `target-${Math.random().toString(36).slice(2)}`);
    await expect(restoreIntoDataDir(dataDir, copy)).rejects.toThrow(InvalidBackupError);
    await expect(readdir(dataDir)).rejects.toThrow(/ENOENT/);
  });

  it('never leaves a partial archive: a backup to an unwritable place fails whole', async () => {
    const target = path.join(work, 'no-such-folder', 'backup.tar.gz');
    await expect(backupToFile({ store: source.services.store }, target)).rejects.toThrow(/ENOENT/);
    await expect(readdir(path.join(work, 'no-such-folder'))).rejects.toThrow(/ENOENT/);
  });
});
