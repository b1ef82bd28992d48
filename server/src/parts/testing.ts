// Shared inputs for the part endpoint tests.
import sharp from 'sharp';
import { beforeAll, beforeEach } from 'vitest';
import { loginAsAdmin, type AdminAuth } from '../testing/api-client';
import { useTestApp } from '../testing/site-fixture';

/** A complete, valid admin form (spec §5), with a code that can be varied per test. */
type TextField =
  | 'nome_pt'
  | 'nome_en'
  | 'nome_es'
  | 'descricao_pt'
  | 'descricao_en'
  | 'descricao_es'
  | 'codigo'
  | 'categoria'
  | 'preco'
  | 'estoque';

export function validPartFields(codigo = 'HID-VP-0350'): Record<TextField, string> {
  return {
    nome_pt: 'Válvula proporcional',
    nome_en: 'Proportional valve',
    nome_es: 'Válvula proporcional de caudal',
    descricao_pt: 'Válvula para a injeção da CAST ALL 350.',
    descricao_en: 'Valve for the CAST ALL 350 injection unit.',
    descricao_es: 'Válvula para la inyección de la CAST ALL 350.',
    codigo,
    categoria: 'Hidráulica',
    preco: '1234.50',
    estoque: '7',
  };
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
    for (const part of await server.services.store.parts.list()) {
      await server.services.store.parts.delete(part.id);
      await server.services.images.remove(part.imagem);
    }
  });
  return { server, session };
}
