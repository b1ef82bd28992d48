// 'Restaurar esta versão' of the change history (issue 38 item 11): the part as of an entry.
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/session-id';
import { json, postMultipart, type FormValue } from '../testing/api-client';
import { createWithImage, pngImage, useAdminTestApp, validPartFields } from './testing';
import { RESTORE_MESSAGES } from './version-restore';

const { server, session } = useAdminTestApp();

const post = (endpoint: string, fields: Record<string, FormValue>) =>
  postMultipart(server.url, `/api/${endpoint}`, fields, session.admin);
const restore = (fields: Record<string, string>) =>
  post('produtos-historico-restaurar.php', fields);
const history = async (id: string) =>
  (await server.services.store.parts.changes(id)).map(({ action, changes }) => ({
    action,
    changes,
  }));

/** A part created at price 10,00 (version 1), then edited to price 99 (version 2). */
async function pricedPart(codigo: string) {
  const created = await createWithImage(server.url, session.admin, codigo);
  const edited = await post('produtos-editar.php', {
    ...validPartFields(codigo),
    id: created.id,
    preco: '10',
    version: '1',
  });
  expect(edited.status).toBe(200);
  const price = await post('produtos-editar.php', {
    ...validPartFields(codigo),
    id: created.id,
    preco: '99',
    version: '2',
  });
  expect(price.status).toBe(200);
  return created;
}

describe('restoring a version from the history', () => {
  it('puts the part back as of the entry, keeps its image and records a new entry', async () => {
    const created = await pricedPart('VER-1');
    const answer = await restore({ id: created.id, entrada: '1', version: '3' });
    expect(answer.status).toBe(200);
    expect(await json(answer)).toMatchObject({
      success: true,
      produto: { id: created.id, preco: 10, imagem: created.imagem, version: 4 },
    });
    const stored = await server.services.store.parts.get(created.id);
    expect(stored).toMatchObject({ preco: 10, imagem: created.imagem, version: 4 });
    const entries = await history(created.id);
    expect(entries).toHaveLength(4);
    expect(entries[3]).toEqual({
      action: 'restore-version',
      changes: [{ field: 'preco', from: 99, to: 10 }],
    });
  });

  it('keeps the current image: an edit deleted the one it replaced', async () => {
    const created = await createWithImage(server.url, session.admin, 'VER-7');
    const replaced = await post('produtos-editar.php', {
      ...validPartFields('VER-7'),
      id: created.id,
      nome_pt: 'Com foto nova',
      version: '1',
      imagem: { content: await pngImage(32, 32), filename: 'b.png' },
    });
    const { produto } = (await json(replaced)) as unknown as { produto: { imagem: string } };
    expect(produto.imagem).not.toBe(created.imagem);
    const answer = await restore({ id: created.id, entrada: '0', version: '2' });
    expect(answer.status).toBe(200);
    expect(await server.services.store.parts.get(created.id)).toMatchObject({
      nome_pt: validPartFields('VER-7').nome_pt,
      imagem: produto.imagem,
    });
    expect((await fetch(`${server.url}/upload/${produto.imagem}`)).status).toBe(200);
  });

  it('walks back every later change, not only the next one', async () => {
    const created = await pricedPart('VER-2');
    await post('produtos-editar.php', {
      ...validPartFields('VER-2'),
      id: created.id,
      preco: '99',
      nome_pt: 'Nome errado',
      version: '3',
    });
    const answer = await restore({ id: created.id, entrada: '1', version: '4' });
    expect(answer.status).toBe(200);
    expect(await server.services.store.parts.get(created.id)).toMatchObject({
      preco: 10,
      nome_pt: validPartFields('VER-2').nome_pt,
    });
  });

  it('refuses with 409 and changes nothing when the part changed since the form saw it', async () => {
    const created = await pricedPart('VER-3');
    const stale = await restore({ id: created.id, entrada: '1', version: '2' });
    expect(stale.status).toBe(409);
    expect((await json(stale)).error).toBe(RESTORE_MESSAGES.stale);
    expect(await server.services.store.parts.get(created.id)).toMatchObject({
      preco: 99,
      version: 3,
    });
    expect(await history(created.id)).toHaveLength(3);
  });

  it('refuses the code another part took since, with the edit’s duplicate-code 409', async () => {
    const created = await pricedPart('VER-4');
    await post('produtos-editar.php', {
      ...validPartFields('VER-4B'),
      id: created.id,
      preco: '99',
      version: '3',
    });
    await post('produtos-adicionar.php', validPartFields('VER-4'));
    const taken = await restore({ id: created.id, entrada: '2', version: '4' });
    expect(taken.status).toBe(409);
    expect((await json(taken)).error).toBe('Já existe uma peça com o código "VER-4".');
    expect(await server.services.store.parts.get(created.id)).toMatchObject({ codigo: 'VER-4B' });
  });

  it('answers 404 for an unknown entry or part, 400 without entry, version or a change', async () => {
    const created = await pricedPart('VER-5');
    const unknown = await restore({ id: created.id, entrada: '3', version: '3' });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).error).toBe(RESTORE_MESSAGES.unknownEntry);
    expect((await restore({ id: created.id, entrada: 'x', version: '3' })).status).toBe(404);
    expect((await restore({ id: 'nope', entrada: '0', version: '1' })).status).toBe(404);
    const noEntry = await restore({ id: created.id, version: '3' });
    expect(noEntry.status).toBe(400);
    expect((await json(noEntry)).error).toBe(RESTORE_MESSAGES.missingEntry);
    const noVersion = await restore({ id: created.id, entrada: '1' });
    expect((await json(noVersion)).error).toBe(RESTORE_MESSAGES.missingVersion);
    const current = await restore({ id: created.id, entrada: '2', version: '3' });
    expect(current.status).toBe(400);
    expect((await json(current)).error).toBe(RESTORE_MESSAGES.current);
    expect(await history(created.id)).toHaveLength(3);
  });

  it('needs an administrator (401) and refuses a cross-site cookie request (403)', async () => {
    const created = await pricedPart('VER-6');
    const body = () => new URLSearchParams({ id: created.id, entrada: '1', version: '3' });
    const url = `${server.url}/api/produtos-historico-restaurar.php`;
    const anonymous = await fetch(url, { method: 'POST', body: body() });
    expect(anonymous.status).toBe(401);
    expect((await json(anonymous)).error).toBe('Sessão expirada. Faça login novamente.');
    const forged = await fetch(url, {
      method: 'POST',
      body: body(),
      headers: {
        Cookie: `${SESSION_COOKIE}=${'a'.repeat(43)}`,
        Origin: 'https://evil.example',
        'Sec-Fetch-Site': 'cross-site',
      },
    });
    expect(forged.status).toBe(403);
    expect(await server.services.store.parts.get(created.id)).toMatchObject({ preco: 99 });
  });
});
