import { describe, expect, it } from 'vitest';
import { bearer, json, postMultipart, type ApiJson } from '../testing/api-client';
import { parseStrictJson } from '../testing/strict-json';
import { useAdminTestApp, validPartFields } from './testing';

// Issue 11: look-alike and invisible characters, lone surrogates and decomposed accents in the
// text fields of a part, over real HTTP against the embedded store.
const { server, session } = useAdminTestApp();

const INVISIBLE = (label: string) =>
  `O campo ${label} contém caracteres invisíveis ou de controle de direção do texto, ` +
  'que não são aceitos.';

const add = (fields: Record<string, string>) =>
  postMultipart(server.url, '/api/produtos-adicionar.php', fields, session.admin);

const edit = (fields: Record<string, string>) =>
  postMultipart(server.url, '/api/produtos-editar.php', fields, session.admin);

/** Posts `body` byte for byte, so a `\ud800` escape reaches the server as the client wrote it. */
function postRawJson(path: string, body: string): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...bearer(session.admin) },
    body,
  });
}

async function created(fields: Record<string, string>): Promise<ApiJson> {
  const response = await add(fields);
  expect(response.status).toBe(201);
  return json(response);
}

async function storedCodes(): Promise<string[]> {
  return (await server.services.store.parts.list()).map((part) => part.codigo);
}

describe('codes that only look like a stored code', () => {
  it('refuses RT\\u200b-001 (a zero-width space) beside RT-001', async () => {
    await created(validPartFields('RT-001'));
    const response = await add(validPartFields('RT\u200b-001'));
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ success: false, error: INVISIBLE('Código') });
    expect(await storedCodes()).toEqual(['RT-001']);
  });

  it('answers the duplicate-code 409 for a full-width ＲＴ-001 beside RT-001', async () => {
    await created(validPartFields('RT-001'));
    const response = await add(validPartFields('ＲＴ－001'));
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({
      success: false,
      error: 'Já existe uma peça com o código "ＲＴ－001".',
    });
    expect(await storedCodes()).toEqual(['RT-001']);
  });

  it('refuses to rename another part to a full-width look-alike', async () => {
    await created(validPartFields('RT-001'));
    const other = await created(validPartFields('RT-002'));
    const id = (other.produto as { id: string }).id;
    const response = await edit({ ...validPartFields('ＲＴ-001'), id });
    expect(response.status).toBe(409);
    expect((await storedCodes()).sort()).toEqual(['RT-001', 'RT-002']);
  });
});

describe('bidi controls and zero-width characters in names', () => {
  it('refuses U+202E (right-to-left override) in a name, on add and on edit', async () => {
    const spoofed = { ...validPartFields(), nome_pt: 'Válvula \u202E0530-PV' };
    const refused = await add(spoofed);
    expect(refused.status).toBe(400);
    expect(await json(refused)).toEqual({ success: false, error: INVISIBLE('Nome (Português)') });

    const part = await created(validPartFields());
    const id = (part.produto as { id: string }).id;
    const edited = await edit({ ...validPartFields(), nome_en: 'Valve \u2066x\u2069', id });
    expect(edited.status).toBe(400);
    expect(await json(edited)).toEqual({ success: false, error: INVISIBLE('Nome (English)') });
  });

  it('drops zero-width characters pasted into a name or a description', async () => {
    const answer = await created({
      ...validPartFields(),
      nome_pt: '\uFEFFVálvula\u200b proporcional',
      descricao_es: 'Válvula\u200d para\u200c la inyección.',
    });
    expect(answer.produto).toMatchObject({
      nome_pt: 'Válvula proporcional',
      descricao_es: 'Válvula para la inyección.',
    });
  });
});

describe('lone surrogates', () => {
  it('refuses "nome_pt":"P\\ud800" and produtos-listar.php stays strict JSON', async () => {
    await created(validPartFields('OK-1'));
    const body = JSON.stringify(validPartFields('LONE-1')).replace(
      '"nome_pt":"Válvula proporcional"',
      '"nome_pt":"P\\ud800"',
    );
    expect(body).toContain('"P\\ud800"');
    const response = await postRawJson('/api/produtos-adicionar.php', body);
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      success: false,
      error: 'O campo Nome (Português) contém caracteres inválidos.',
    });

    const listing = await fetch(`${server.url}/api/produtos-listar.php`);
    const parts = parseStrictJson(await listing.text()) as { codigo: string }[];
    expect(parts.map((part) => part.codigo)).toEqual(['OK-1']);
  });

  it('refuses a lone low surrogate in a description on edit', async () => {
    const part = await created(validPartFields());
    const id = (part.produto as { id: string }).id;
    const body = JSON.stringify({ ...validPartFields(), id }).replace(
      '"descricao_en":"',
      '"descricao_en":"\\udc00',
    );
    const response = await postRawJson('/api/produtos-editar.php', body);
    expect(response.status).toBe(400);
    expect((await json(response)).error).toBe(
      'O campo Descrição (English) contém caracteres inválidos.',
    );
    parseStrictJson(await (await fetch(`${server.url}/api/produtos-listar.php`)).text());
  });

  it('keeps a well-formed pair (an emoji) as it is', async () => {
    const answer = await created({ ...validPartFields(), descricao_pt: 'Pronta entrega 🚚' });
    expect(answer.produto).toMatchObject({ descricao_pt: 'Pronta entrega 🚚' });
  });
});

describe('NFC', () => {
  it('stores a decomposed é and a composed é identically', async () => {
    const composed = await created({ ...validPartFields('NFC-1'), nome_pt: 'Caf\u00e9' });
    const decomposed = await created({ ...validPartFields('NFC-2'), nome_pt: 'Cafe\u0301' });
    expect((composed.produto as { nome_pt: string }).nome_pt).toBe('Caf\u00e9');
    expect((decomposed.produto as { nome_pt: string }).nome_pt).toBe('Caf\u00e9');
    const names = (await server.services.store.parts.list()).map((part) => part.nome_pt);
    expect(names).toEqual(['Caf\u00e9', 'Caf\u00e9']);
  });

  it('accepts a category sent with decomposed accents as that category', async () => {
    const answer = await created({ ...validPartFields(), categoria: 'Hidra\u0301ulica' });
    expect(answer.produto).toMatchObject({ categoria: 'Hidráulica' });
  });
});

describe('a lone surrogate stored before issue 11', () => {
  it('is written as U+FFFD, so produtos-listar.php stays strict JSON', async () => {
    const { parts } = server.services.store;
    const fields = { ...validPartFields('OLD-1'), preco: 1, estoque: 1, imagem: '' };
    await parts.create({ ...fields, categoria: 'Hidráulica', nome_pt: 'P\ud800' });
    const listing = await fetch(`${server.url}/api/produtos-listar.php`);
    const [part] = parseStrictJson(await listing.text()) as { nome_pt: string }[];
    expect(part?.nome_pt).toBe('P\uFFFD');
  });
});
