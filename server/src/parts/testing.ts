// Shared inputs for the part endpoint tests.
import sharp from 'sharp';
import { beforeAll, beforeEach } from 'vitest';
import { validPartFields } from '@castall/contracts/testing';
import type { PartInput, PartRepository } from '../store/types';
import { json, loginAsAdmin, postMultipart, type AdminAuth } from '../testing/api-client';
import { useTestApp } from '../testing/site-fixture';

export { validPartFields };

/**
 * Stores parts straight through the repository (no HTTP, no login): each a valid part with
 * the fields given, price 10, stock 1 and no image.
 */
export async function createParts(
  parts: PartRepository,
  fields: readonly (Partial<PartInput> & { codigo: string })[],
): Promise<void> {
  for (const part of fields) {
    await parts.create({
      ...validPartFields(part.codigo),
      ...part,
      preco: 10,
      estoque: 1,
      imagem: '',
    });
  }
}

export function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 242, g: 107, b: 29 } },
  })
    .png()
    .toBuffer();
}

/**
 * The app with an administrator's bearer token and an empty catalogue before each test (the
 * demo parts and any part a test left, with their images, are removed).
 */
export function useAdminTestApp() {
  const server = useTestApp();
  const session = { admin: undefined as unknown as AdminAuth };
  beforeAll(async () => {
    session.admin = await loginAsAdmin(server.url);
  });
  beforeEach(async () => {
    const { parts } = server.services.store;
    for (const part of await parts.list()) {
      await parts.delete(part.id);
      await server.services.images.remove(part.imagem);
    }
    // Trashed parts keep their codes: a test's trash must not refuse the next test's codes.
    for (const part of await parts.trashed()) {
      await parts.purge(part.id, { by: 'test' });
      await server.services.images.remove(part.imagem);
    }
  });
  return { server, session };
}

/** Adds a part with a real PNG through the API; resolves its id and generated image name. */
export async function createWithImage(url: string, admin: AdminAuth, codigo: string) {
  const response = await postMultipart(
    url,
    '/api/produtos-adicionar.php',
    { ...validPartFields(codigo), imagem: { content: await pngImage(), filename: 'a.png' } },
    admin,
  );
  return ((await json(response)) as unknown as { produto: { id: string; imagem: string } }).produto;
}

/** Posts `csv` to the import endpoint as the admin's file, applied (or only checked). */
export function postCsvImport(url: string, admin: AdminAuth, csv: string, apply = true) {
  return postMultipart(
    url,
    '/api/produtos-importar.php',
    {
      arquivo: { content: Buffer.from(csv, 'utf8'), filename: 'pecas.csv', type: 'text/csv' },
      ...(apply ? { aplicar: '1' } : {}),
    },
    admin,
  );
}
