// Shared inputs for the part endpoint tests.
import sharp from 'sharp';
import { beforeAll, beforeEach } from 'vitest';
import { loginAsAdmin, type AdminAuth } from '../testing/api-client';
import { useTestApp } from '../testing/site-fixture';

export { validPartFields } from '@castall/contracts/testing';

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
