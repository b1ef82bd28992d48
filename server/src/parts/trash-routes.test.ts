import { describe, expect, it } from 'vitest';
import { partsToCsv } from './csv/csv-format';
import { toPublicPart } from './public-part';
import { bearer, json, postMultipart, postUrlencoded } from '../testing/api-client';
import {
  createWithImage as createPartWithImage,
  useAdminTestApp,
  validPartFields,
} from './testing';

const { server, session } = useAdminTestApp();

const post = (endpoint: string, fields: Record<string, string>) =>
  postMultipart(server.url, `/api/${endpoint}`, fields, session.admin);
const get = (endpoint: string) =>
  fetch(`${server.url}/api/${endpoint}`, { headers: bearer(session.admin) });

const createWithImage = (codigo: string) => createPartWithImage(server.url, session.admin, codigo);

const imageStatus = async (imagem: string) =>
  (await fetch(`${server.url}/upload/${imagem}`)).status;

describe('the trash (issue 14)', () => {
  it('a deleted part leaves the lists, waits in the trash with its image and comes back', async () => {
    const created = await createWithImage('LIX-10');
    const deleted = await post('produtos-deletar.php', { id: created.id });
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toEqual({ success: true });
    expect(await (await fetch(`${server.url}/api/produtos-listar.php`)).json()).toEqual([]);
    // Issue 38: the public no longer sees a trashed part's image; the administrator still does.
    expect(await imageStatus(created.imagem)).toBe(404);
    expect(await imageStatus(`thumbs/${created.imagem}`)).toBe(404);
    for (const file of [created.imagem, `thumbs/${created.imagem}`]) {
      const asAdmin = await fetch(`${server.url}/upload/${file}`, {
        headers: bearer(session.admin),
      });
      expect(asAdmin.status, file).toBe(200);
      expect(asAdmin.headers.get('cache-control'), file).toBe('private, no-store');
    }
    const forged = await fetch(`${server.url}/upload/${created.imagem}`, {
      headers: { Authorization: `Bearer ${'A'.repeat(43)}`, Cookie: 'castall.sid=forged' },
    });
    expect(forged.status).toBe(404);

    const trash = await json(await get('produtos-lixeira.php'));
    expect(trash).toMatchObject({
      success: true,
      produtos: [{ id: created.id, codigo: 'LIX-10', imagem: created.imagem, trashedBy: 'admin' }],
    });
    const [listed] = trash.produtos as { trashedAt: string; purgeAt: string }[];
    expect(Date.parse(listed?.purgeAt ?? '') - Date.parse(listed?.trashedAt ?? '')).toBe(
      30 * 24 * 60 * 60 * 1000,
    );
    // The code stays reserved while the part is in the trash.
    const again = await post('produtos-adicionar.php', validPartFields('lix-10'));
    expect(again.status).toBe(409);

    const restored = await post('produtos-restaurar.php', { id: created.id });
    expect(restored.status).toBe(200);
    expect(await json(restored)).toMatchObject({
      success: true,
      produto: { id: created.id, imagem: created.imagem, version: 2 },
    });
    const list = (await (await fetch(`${server.url}/api/produtos-listar.php`)).json()) as object[];
    expect(list).toMatchObject([{ id: created.id, imagem: created.imagem }]);
    expect(await imageStatus(created.imagem)).toBe(200);
    expect(await imageStatus(`thumbs/${created.imagem}`)).toBe(200);
    expect((await json(await get('produtos-lixeira.php'))).produtos).toEqual([]);
  });

  it('deleting for good removes the part, its image and frees the code', async () => {
    const created = await createWithImage('LIX-11');
    await post('produtos-deletar.php', { id: created.id });
    const purged = await post('produtos-excluir-definitivo.php', { id: created.id });
    expect(purged.status).toBe(200);
    expect(await imageStatus(created.imagem)).toBe(404);
    expect(await imageStatus(`thumbs/${created.imagem}`)).toBe(404);
    expect((await post('produtos-adicionar.php', validPartFields('LIX-11'))).status).toBe(201);

    for (const endpoint of ['produtos-excluir-definitivo.php', 'produtos-restaurar.php']) {
      const missing = await post(endpoint, { id: created.id });
      expect(missing.status).toBe(404);
      expect((await json(missing)).error).toBe(
        'Peça não encontrada na lixeira. Ela pode ter sido restaurada ou excluída definitivamente.',
      );
    }
  });

  it('purges a live part never: only what is in the trash', async () => {
    const created = await createWithImage('LIX-12');
    expect((await post('produtos-excluir-definitivo.php', { id: created.id })).status).toBe(404);
    expect(await server.services.store.parts.get(created.id)).toBeDefined();
  });

  it.each([
    ['produtos-restaurar.php', ''],
    ['produtos-excluir-definitivo.php', ''],
    ['produtos-importacao-desfazer.php', ''],
  ])('%s refuses a missing id in Portuguese and changes nothing', async (endpoint, id) => {
    const created = await createWithImage('LIX-13');
    const revision = await server.services.store.parts.revision();
    const answer = await post(endpoint, { id });
    expect(answer.status).toBe(400);
    expect((await json(answer)).error).toMatch(/^Informe o id da (peça|importação)\.$/);
    const injected = await postUrlencoded(
      server.url,
      `/api/${endpoint}`,
      'id[$ne]=x',
      session.admin,
    );
    expect(injected.status).toBe(400);
    expect(await server.services.store.parts.revision()).toBe(revision);
    expect(await server.services.store.parts.get(created.id)).toBeDefined();
  });

  it.each([
    ['GET', 'produtos-lixeira.php'],
    ['GET', 'produtos-historico.php?id=x'],
    ['GET', 'produtos-importacoes.php'],
    ['POST', 'produtos-restaurar.php'],
    ['POST', 'produtos-excluir-definitivo.php'],
    ['POST', 'produtos-importacao-desfazer.php'],
  ])('%s %s needs an administrator', async (method, endpoint) => {
    const response = await fetch(`${server.url}/api/${endpoint}`, {
      method,
      ...(method === 'POST' ? { body: new URLSearchParams({ id: 'x' }) } : {}),
    });
    expect(response.status).toBe(401);
    expect((await json(response)).error).toBe('Sessão expirada. Faça login novamente.');
  });

  it('races: ten restores and ten purges of one trashed part, one of them wins', async () => {
    const created = await createWithImage('LIX-14');
    await post('produtos-deletar.php', { id: created.id });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(index % 2 === 0 ? 'produtos-restaurar.php' : 'produtos-excluir-definitivo.php', {
          id: created.id,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404)).toHaveLength(19);
    const live = await server.services.store.parts.get(created.id);
    const trashed = await server.services.store.parts.trashed();
    // Restored (live, image served) or purged (gone, image gone), never both nor half.
    expect(trashed).toEqual([]);
    expect(await imageStatus(created.imagem)).toBe(live === undefined ? 404 : 200);
  });
});

describe('the change history (issue 14)', () => {
  it('lists every write of a part with its author and field changes', async () => {
    const created = await createWithImage('HIS-1');
    await post('produtos-editar.php', {
      ...validPartFields('HIS-1'),
      id: created.id,
      nome_pt: 'Nome novo',
    });
    await post('produtos-deletar.php', { id: created.id });
    await post('produtos-restaurar.php', { id: created.id });
    const answer = await get(`produtos-historico.php?id=${created.id}`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { historico } = (await json(answer)) as unknown as {
      historico: { action: string; by: string; changes: object[] }[];
    };
    expect(historico.map(({ action, by }) => `${action}:${by}`)).toEqual([
      'create:admin',
      'update:admin',
      'trash:admin',
      'restore:admin',
    ]);
    expect(historico[1]?.changes).toEqual([
      { field: 'nome_pt', from: validPartFields('HIS-1').nome_pt, to: 'Nome novo' },
    ]);
    const missing = await get('produtos-historico.php');
    expect(missing.status).toBe(400);
    expect((await json(missing)).error).toBe('Informe o id da peça.');
  });
});

describe('undoing a CSV import (issue 14)', () => {
  async function importCsv(csv: string) {
    const response = await postMultipart(
      server.url,
      '/api/produtos-importar.php',
      { aplicar: '1', arquivo: { content: Buffer.from(csv), filename: 'pecas.csv' } },
      session.admin,
    );
    expect(response.status).toBe(200);
  }

  it('restores every changed field and removes the parts it added, in one step', async () => {
    const original = await createWithImage('IMP-10');
    const [stored] = await server.services.store.parts.list();
    if (stored === undefined) throw new Error('seed failed');
    const csv = partsToCsv([
      { ...stored, nome_pt: 'Importado', preco: 99, estoque: 0 },
      { ...stored, id: 'new', codigo: 'IMP-11', nome_pt: 'Nova' },
    ]);
    await importCsv(csv);
    expect(await server.services.store.parts.count()).toBe(2);

    const { importacoes } = (await json(await get('produtos-importacoes.php'))) as unknown as {
      importacoes: { id: string; by: string; created: number; updated: number }[];
    };
    expect(importacoes[0]).toMatchObject({ by: 'admin', created: 1, updated: 1 });
    const undone = await post('produtos-importacao-desfazer.php', { id: importacoes[0]?.id ?? '' });
    expect(undone.status).toBe(200);
    expect(await json(undone)).toMatchObject({
      success: true,
      importacao: { undoneAt: expect.any(String) },
    });

    const list = (await (await fetch(`${server.url}/api/produtos-listar.php`)).json()) as object[];
    expect(list).toEqual([{ ...toPublicPart(stored), imagem: original.imagem }]);
    const twice = await post('produtos-importacao-desfazer.php', { id: importacoes[0]?.id ?? '' });
    expect(twice.status).toBe(404);
    expect((await json(twice)).error).toBe('Importação não encontrada ou já desfeita.');
  });

  it('refuses with the codes that changed since, in Portuguese, and changes nothing', async () => {
    await createWithImage('IMP-20');
    const [stored] = await server.services.store.parts.list();
    if (stored === undefined) throw new Error('seed failed');
    await importCsv(partsToCsv([{ ...stored, nome_pt: 'Importado' }]));
    await post('produtos-editar.php', { ...validPartFields('IMP-20'), id: stored.id });
    const before = await server.services.store.parts.list();
    const { importacoes } = (await json(await get('produtos-importacoes.php'))) as unknown as {
      importacoes: { id: string }[];
    };
    const refused = await post('produtos-importacao-desfazer.php', {
      id: importacoes[0]?.id ?? '',
    });
    expect(refused.status).toBe(409);
    expect((await json(refused)).error).toBe(
      'A importação não pode ser desfeita: estas peças foram alteradas depois dela: IMP-20.',
    );
    expect(await server.services.store.parts.list()).toEqual(before);
  });
});
