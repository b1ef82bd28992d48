import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, useTestApp } from '../testing/site-fixture';
import { createParts, validPartFields } from './testing';

const server = useTestApp();

const PARTS = [
  { codigo: 'HID-BP-0001', nome_pt: 'Bomba hidráulica', categoria: 'Hidráulica' },
  { codigo: 'ELE-SM-0018', nome_pt: 'Servomotor 18 kW', categoria: 'Elétrica' },
  { codigo: 'MEC-PT-0070', nome_pt: 'Ponteira do pistão', categoria: 'Mecânica' },
] as const;

beforeAll(async () => {
  await createParts(server.services.store.parts, PARTS);
});

describe('GET /api/produtos-listar.php', () => {
  it('answers the whole catalogue with an ETag, and 304 when unchanged', async () => {
    const first = await rawRequest(server.url, '/api/produtos-listar.php');
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    const list = JSON.parse(first.body.toString()) as { codigo: string }[];
    expect(list.map((part) => part.codigo)).toEqual(PARTS.map((part) => part.codigo));

    const etag = String(first.headers.etag);
    const again = await rawRequest(server.url, '/api/produtos-listar.php', {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('sends the same bytes gzip-compressed when asked', async () => {
    const plain = await rawRequest(server.url, '/api/produtos-listar.php');
    const zipped = await rawRequest(server.url, '/api/produtos-listar.php', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
  });

  it('changes its ETag after a write', async () => {
    const before = await rawRequest(server.url, '/api/produtos-listar.php');
    const created = await server.services.store.parts.create({
      ...validPartFields('TMP-1'),
      imagem: '',
      preco: 0,
      estoque: 0,
    });
    const after = await rawRequest(server.url, '/api/produtos-listar.php', {
      headers: { 'If-None-Match': String(before.headers.etag) },
    });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await server.services.store.parts.delete(created.id);
  });
});

interface PageAnswer {
  items: { codigo: string; version: number }[];
  total: number;
  catalogueTotal: number;
  page: number;
  pageSize: number;
}

async function search(query: string): Promise<{ status: number; body: PageAnswer }> {
  const response = await fetch(`${server.url}/api/produtos-buscar.php?${query}`);
  return { status: response.status, body: (await response.json()) as PageAnswer };
}

describe('GET /api/produtos-buscar.php', () => {
  it('pages the catalogue with its total and each part version', async () => {
    const { status, body } = await search('');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 3, catalogueTotal: 3, page: 1, pageSize: 50 });
    expect(body.items[0]).toMatchObject({ codigo: 'HID-BP-0001', version: 1 });
  });

  it.each([
    ['q=ELETRICA', []],
    ['q=eletrica&scope=admin', ['ELE-SM-0018']],
    ['q=HIDRAULICA', ['HID-BP-0001']],
    ['q=ponteira', ['MEC-PT-0070']],
    ['q=ele%20sm%200018', ['ELE-SM-0018']],
    ['q=elesm0018', ['ELE-SM-0018']],
    ['categoria=El%C3%A9trica', ['ELE-SM-0018']],
    ['q=bomba&categoria=Mec%C3%A2nica', []],
    ['faltando=traducao&scope=admin', []],
  ])('?%s finds %j', async (query, codes) => {
    const { body } = await search(query);
    expect(body.items.map((part) => part.codigo)).toEqual(codes);
    expect(body.total).toBe(codes.length);
  });

  it('reflects a write at once, even for a page it answered before', async () => {
    expect((await search('q=tmp-2')).body.total).toBe(0);
    const created = await server.services.store.parts.create({
      ...validPartFields('TMP-2'),
      imagem: '',
      preco: 0,
      estoque: 0,
    });
    expect((await search('q=tmp-2')).body.total).toBe(1);
    await server.services.store.parts.delete(created.id);
    expect((await search('q=tmp-2')).body.total).toBe(0);
  });

  it('answers an empty page past the end with the real total', async () => {
    const { body } = await search('page=9&pageSize=100');
    expect(body).toMatchObject({ items: [], total: 3, page: 9, pageSize: 100 });
  });

  it.each([
    ['pageSize=20', 'O parâmetro pageSize deve ser 50, 100, 200.'],
    ['page=0', 'O parâmetro page deve ser um número inteiro a partir de 1.'],
    ['categoria=Motores', 'Categoria inválida.'],
    ['q=a&q=b', 'O parâmetro q foi repetido.'],
    ['scope=all', 'O parâmetro scope deve ser shop ou admin.'],
    ['faltando=ingles', 'O parâmetro faltando aceita apenas traducao.'],
  ])('refuses ?%s with 400', async (query, message) => {
    const response = await fetch(`${server.url}/api/produtos-buscar.php?${query}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(message);
  });
});

describe('persistence', () => {
  it('keeps the parts after the server restarts on the same data folder', async () => {
    await server.restart();
    const list = (await (await fetch(`${server.url}/api/produtos-listar.php`)).json()) as unknown[];
    expect(list).toHaveLength(PARTS.length);
  });
});
