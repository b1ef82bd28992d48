import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, postMultipart, postUrlencoded, type AdminAuth } from '../testing/api-client';
import {
  createWithImage as createPartWithImage,
  pngImage,
  useAdminTestApp,
  validPartFields,
} from './testing';

const { server, session } = useAdminTestApp();

const add = (fields: Record<string, string>, auth: AdminAuth | undefined = session.admin) =>
  postMultipart(server.url, '/api/produtos-adicionar.php', fields, auth);

const addUrlencoded = (body: string) =>
  postUrlencoded(server.url, '/api/produtos-adicionar.php', body, session.admin);

/** Posts a body as it is, with its content type, for the shapes the client helpers never make. */
const addRaw = (contentType: string, body: string | Buffer) =>
  fetch(`${server.url}/api/produtos-adicionar.php`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, Authorization: `Bearer ${session.admin.token}` },
    body,
  });

/**
 * A well-formed SVG with a script. It has a size, so sharp decodes it like any picture: only the
 * format allow-list stands between it and the upload folder.
 */
const SCRIPTED_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8">' +
    '<script>alert(1)</script><rect width="8" height="8" fill="red"/></svg>',
);

beforeAll(async () => {
  // Guards the test below: an SVG sharp cannot read would be refused even without the list.
  const meta = await sharp(SCRIPTED_SVG).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['svg', 8, 8]);
});

async function uploadedFiles(): Promise<string[]> {
  const dir = server.services.images.dir;
  const top = (await readdir(dir)).filter((name) => name !== 'thumbs');
  const thumbs = (await readdir(path.join(dir, 'thumbs'))).map((name) => `thumbs/${name}`);
  return [...top, ...thumbs].sort();
}

describe('writes need an administrator', () => {
  it.each(['produtos-adicionar.php', 'produtos-editar.php', 'produtos-deletar.php'])(
    '%s answers 401 with a Portuguese sentence and changes nothing',
    async (endpoint) => {
      const response = await postMultipart(server.url, `/api/${endpoint}`, {
        ...validPartFields(),
        id: 'x',
      });
      expect(response.status).toBe(401);
      expect(await json(response)).toEqual({
        success: false,
        error: 'Sessão expirada. Faça login novamente.',
      });
      expect(await server.services.store.parts.count()).toBe(0);
    },
  );
});

describe('POST /api/produtos-adicionar.php', () => {
  it('creates a part from multipart form data and lists it with exactly the spec fields', async () => {
    const response = await add(validPartFields());
    expect(response.status).toBe(201);
    expect(await json(response)).toMatchObject({ success: true, produto: { version: 1 } });

    const list = (await (await fetch(`${server.url}/api/produtos-listar.php`)).json()) as object[];
    expect(list).toEqual([
      {
        id: expect.any(String) as string,
        ...validPartFields(),
        preco: 1234.5,
        estoque: 7,
        imagem: '',
      },
    ]);
    expect(Object.keys(list[0] ?? {})).toEqual([
      'id',
      'nome_pt',
      'nome_en',
      'nome_es',
      'descricao_pt',
      'descricao_en',
      'descricao_es',
      'codigo',
      'categoria',
      'preco',
      'estoque',
      'imagem',
    ]);
  });

  it('accepts urlencoded form data, and a price written the Brazilian way', async () => {
    const body = new URLSearchParams({ ...validPartFields(), preco: '1.234,56', estoque: '' });
    const response = await addUrlencoded(body.toString());
    expect(response.status).toBe(201);
    expect(await json(response)).toMatchObject({ produto: { preco: 1234.56, estoque: 0 } });
  });

  it('names every missing required field in Portuguese', async () => {
    const response = await add({ codigo: 'X-1' });
    expect(response.status).toBe(400);
    const { error } = await json(response);
    for (const label of ['Nome (Português)', 'Nome (English)', 'Descrição (Español)']) {
      expect(error).toContain(`O campo ${label} é obrigatório.`);
    }
    expect(error).toContain('O campo Categoria é obrigatório.');
    expect(error).not.toContain('Código');
  });

  it.each([
    [{ categoria: 'Motores' }, 'Categoria inválida. Use uma destas: Elétrica, Hidráulica'],
    [{ preco: '-1' }, 'O preço deve ser um número não negativo'],
    [{ preco: 'abc' }, 'O preço deve ser um número não negativo'],
    [{ estoque: '1.5' }, 'O estoque deve ser um número inteiro não negativo.'],
    [{ estoque: '-3' }, 'O estoque deve ser um número inteiro não negativo.'],
    [{ nome_pt: 'x'.repeat(201) }, 'O campo Nome (Português) aceita no máximo 200 caracteres.'],
    [{ codigo: 'A\u0000B' }, 'O campo Código contém caracteres inválidos.'],
  ])('refuses %j with a clear sentence', async (change, message) => {
    const response = await add({ ...validPartFields(), ...change });
    expect(response.status).toBe(400);
    expect((await json(response)).error).toContain(message);
    expect(await server.services.store.parts.count()).toBe(0);
  });

  it('refuses a code already taken, also written with other case and separators', async () => {
    expect((await add(validPartFields('ABC-123'))).status).toBe(201);
    const response = await add(validPartFields('abc 123'));
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({
      success: false,
      error: 'Já existe uma peça com o código "abc 123".',
    });
  });
});

describe('operator injection never reaches the store', () => {
  it.each([
    ['urlencoded brackets', 'nome_pt[$ne]=x'],
    ['urlencoded repeated field', 'nome_pt=a&nome_pt=b'],
    ['urlencoded nested object', 'codigo[$gt]='],
  ])('%s is refused with 400', async (_label, smuggled) => {
    const fields = new URLSearchParams(validPartFields());
    const body = `${fields.toString()}&${smuggled}`;
    const response = await addUrlencoded(body);
    expect(response.status).toBe(400);
    expect((await json(response)).error).toBe('Os campos do formulário devem ser texto simples.');
    expect(await server.services.store.parts.count()).toBe(0);
  });

  it('a JSON object in a field is refused with 400', async () => {
    const response = await addRaw(
      'application/json',
      JSON.stringify({ ...validPartFields(), nome_pt: { $ne: null } }),
    );
    expect(response.status).toBe(400);
    expect(await server.services.store.parts.count()).toBe(0);
  });

  it('a multipart field named with brackets is refused with 400', async () => {
    const response = await add({ ...validPartFields(), 'categoria[$ne]': 'x' });
    expect(response.status).toBe(400);
    expect(await server.services.store.parts.count()).toBe(0);
  });

  it('an id sent as an object to delete is refused with 400', async () => {
    const response = await postUrlencoded(
      server.url,
      '/api/produtos-deletar.php',
      'id[$ne]=nothing',
      session.admin,
    );
    expect(response.status).toBe(400);
  });
});

describe('a description at its limit in 4-byte characters is accepted', () => {
  it('5,000 emoji (20,000 bytes) in a multipart description', async () => {
    const response = await add({
      ...validPartFields('EMOJI-5000'),
      descricao_pt: '😀'.repeat(5000),
    });
    expect(response.status).toBe(201);
    expect((await server.services.store.parts.list())[0]?.descricao_pt).toBe('😀'.repeat(5000));
  });
});

describe('text that is not UTF-8 is refused, never stored altered', () => {
  it.each([
    ['a byte that is not UTF-8', 'a%FFb'],
    ['an encoded lone surrogate (CESU-8)', 'a%ED%A0%80b'],
    ['a cut escape', 'a%E7'],
  ])('urlencoded %s is a 400', async (_label, escaped) => {
    const fields = new URLSearchParams(validPartFields());
    fields.delete('nome_pt');
    const body = `${fields.toString()}&nome_pt=${escaped}`;
    const response = await addUrlencoded(body);
    expect(response.status).toBe(400);
    expect((await json(response)).error).toBe('O formulário contém texto que não está em UTF-8.');
    expect(await server.services.store.parts.count()).toBe(0);
  });

  it('a JSON body that does not parse says so', async () => {
    const response = await addRaw('application/json', '{"nome_pt": "Bomba",');
    expect(response.status).toBe(400);
    expect((await json(response)).error).toBe('O JSON enviado é inválido.');
  });

  it('a Latin-1 byte in a multipart field names the field', async () => {
    const boundary = 'x-latin1-boundary';
    const fields = { ...validPartFields(), nome_pt: '' };
    const parts = Object.entries(fields).map(([name, value]) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
        // "Peça" as a Latin-1 client sends it: ç is the single byte E7.
        name === 'nome_pt' ? Buffer.from([0x50, 0x65, 0xe7, 0x61]) : Buffer.from(value),
        Buffer.from('\r\n'),
      ]),
    );
    const response = await addRaw(
      `multipart/form-data; boundary=${boundary}`,
      Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    );
    expect(response.status).toBe(400);
    expect((await json(response)).error).toBe(
      'O campo Nome (Português) contém caracteres inválidos.',
    );
    expect(await server.services.store.parts.count()).toBe(0);
  });
});

describe('images', () => {
  it('stores a real image as WebP with a thumbnail, served under /upload/', async () => {
    const response = await postMultipart(
      server.url,
      '/api/produtos-adicionar.php',
      { ...validPartFields(), imagem: { content: await pngImage(), filename: 'foto.png' } },
      session.admin,
    );
    const { produto } = (await json(response)) as unknown as { produto: { imagem: string } };
    expect(produto.imagem).toMatch(/^[0-9a-f-]{36}\.webp$/);
    for (const url of [`/upload/${produto.imagem}`, `/upload/thumbs/${produto.imagem}`]) {
      const image = await fetch(server.url + url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(image.headers.get('cache-control')).toContain('immutable');
    }
  });

  it.each([
    ['a text file named .jpg', Buffer.from('not an image at all'), 'peca.jpg'],
    ['an SVG', SCRIPTED_SVG, 'peca.png'],
  ])('refuses %s and leaves neither a part nor a file', async (_label, content, filename) => {
    const response = await postMultipart(
      server.url,
      '/api/produtos-adicionar.php',
      { ...validPartFields(), imagem: { content, filename, type: 'image/jpeg' } },
      session.admin,
    );
    expect(response.status).toBe(400);
    expect((await json(response)).error).toBe(
      'O arquivo enviado não é uma imagem válida. Envie JPEG, PNG, WebP ou GIF.',
    );
    expect(await server.services.store.parts.count()).toBe(0);
    expect(await uploadedFiles()).toEqual([]);
  });

  it('refuses an upload over 5 MB with 413 and keeps serving', async () => {
    const response = await postMultipart(
      server.url,
      '/api/produtos-adicionar.php',
      {
        ...validPartFields(),
        imagem: { content: Buffer.alloc(6 * 1024 * 1024, 1), filename: 'big.jpg' },
      },
      session.admin,
    );
    expect(response.status).toBe(413);
    expect((await json(response)).error).toBe('A imagem deve ter no máximo 5 MB.');
    expect((await fetch(`${server.url}/api/produtos-listar.php`)).status).toBe(200);
    expect(await uploadedFiles()).toEqual([]);
  });

  it('removes the new image when the part cannot be saved (duplicate code)', async () => {
    await add(validPartFields('DUP-1'));
    const response = await postMultipart(
      server.url,
      '/api/produtos-adicionar.php',
      { ...validPartFields('DUP-1'), imagem: { content: await pngImage(), filename: 'a.png' } },
      session.admin,
    );
    expect(response.status).toBe(409);
    expect(await uploadedFiles()).toEqual([]);
  });
});

const createWithImage = (codigo: string) => createPartWithImage(server.url, session.admin, codigo);

describe('POST /api/produtos-editar.php', () => {
  it('updates every field, bumps the version and keeps the image when none is sent', async () => {
    const created = await createWithImage('ED-1');
    const response = await postMultipart(
      server.url,
      '/api/produtos-editar.php',
      { ...validPartFields('ED-1'), id: created.id, nome_pt: 'Válvula nova', version: '1' },
      session.admin,
    );
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      success: true,
      produto: { nome_pt: 'Válvula nova', version: 2, imagem: created.imagem },
    });
  });

  it('keeps the price and stock an edit leaves out, and stores 0 for ones sent empty', async () => {
    const created = await createWithImage('ED-NUM');
    const texts: Record<string, string> = { ...validPartFields('ED-NUM') };
    delete texts.preco;
    delete texts.estoque;
    const edit = (fields: Record<string, string>) =>
      postMultipart(
        server.url,
        '/api/produtos-editar.php',
        { ...fields, id: created.id },
        session.admin,
      );
    expect((await edit({ ...texts, nome_pt: 'Só os textos' })).status).toBe(200);
    expect(await server.services.store.parts.get(created.id)).toMatchObject({
      nome_pt: 'Só os textos',
      preco: 1234.5,
      estoque: 7,
    });
    expect((await edit({ ...texts, preco: '', estoque: '' })).status).toBe(200);
    expect(await server.services.store.parts.get(created.id)).toMatchObject({
      preco: 0,
      estoque: 0,
    });
  });

  it('answers 409 for an edit based on a stale version and keeps the newer data', async () => {
    const created = await createWithImage('ED-2');
    const edit = (nome_pt: string) =>
      postMultipart(
        server.url,
        '/api/produtos-editar.php',
        { ...validPartFields('ED-2'), id: created.id, nome_pt, version: '1' },
        session.admin,
      );
    expect((await edit('Primeira edição')).status).toBe(200);
    const stale = await edit('Edição atrasada');
    expect(stale.status).toBe(409);
    expect((await json(stale)).error).toContain('Esta peça foi alterada em outra sessão');
    expect((await server.services.store.parts.get(created.id))?.nome_pt).toBe('Primeira edição');
  });

  it('replaces the image and removes the old files', async () => {
    const created = await createWithImage('ED-3');
    const response = await postMultipart(
      server.url,
      '/api/produtos-editar.php',
      {
        ...validPartFields('ED-3'),
        id: created.id,
        imagem: { content: await pngImage(32, 32), filename: 'b.png' },
      },
      session.admin,
    );
    const { produto } = (await json(response)) as unknown as { produto: { imagem: string } };
    expect(produto.imagem).not.toBe(created.imagem);
    expect(await uploadedFiles()).toEqual([produto.imagem, `thumbs/${produto.imagem}`]);
    expect((await fetch(`${server.url}/upload/${created.imagem}`)).status).toBe(404);
  });

  it('answers 404 for an unknown id and 400 without an id', async () => {
    const unknown = await postMultipart(
      server.url,
      '/api/produtos-editar.php',
      { ...validPartFields(), id: 'does-not-exist' },
      session.admin,
    );
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).error).toBe('Peça não encontrada. Ela pode ter sido excluída.');
    const missing = await postMultipart(
      server.url,
      '/api/produtos-editar.php',
      validPartFields(),
      session.admin,
    );
    expect(missing.status).toBe(400);
    expect((await json(missing)).error).toBe('Informe o id da peça.');
    // An id longer than any stored one was sent, so it is unknown, not missing.
    for (const endpoint of ['/api/produtos-editar.php', '/api/produtos-deletar.php']) {
      const tooLong = await postMultipart(
        server.url,
        endpoint,
        { ...validPartFields(), id: 'x'.repeat(10_000) },
        session.admin,
      );
      expect(tooLong.status).toBe(404);
      expect((await json(tooLong)).error).toBe('Peça não encontrada. Ela pode ter sido excluída.');
    }
  });
});
