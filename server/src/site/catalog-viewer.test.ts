import { describe, expect, it } from 'vitest';
import { rawRequest, SITE_FILES, useTestApp } from '../testing/site-fixture';

const server = useTestApp({
  siteFiles: {
    ...SITE_FILES,
    'pdf/viewer.html': '<!doctype html><title>Visualizador</title>',
    'en/pdf/viewer.html': '<!doctype html><title>Viewer</title>',
    'catalogs/en/CATALOG-EN-V01-R01.pdf': '%PDF-1.7\n',
    'catalogs/product.pdf': '%PDF-1.7\n',
  },
});

describe('catalogue viewer', () => {
  it.each([
    ['/pdf/pt/catalogo.pdf', 'Visualizador'],
    ['/pdf/en/CATALOG-EN-V01-R01.pdf', 'Visualizador'],
    ['/en/pdf/en/CATALOG-EN-V01-R01.pdf', 'Viewer'],
  ])('serves the viewer page of the site language for %s', async (urlPath, title) => {
    const res = await fetch(server.url + urlPath);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await res.text()).toContain(`<title>${title}</title>`);
  });

  it.each([
    '/pdf/pt/missing.pdf',
    '/pdf/fr/catalogo.pdf',
    '/pdf/en/catalogo.pdf',
    '/pdf/pt/..%2Fproduct.pdf',
    '/pdf/pt/..%2F..%2F..%2Fsecret.txt',
    '/pdf/pt/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/pdf/pt/catalogo.html',
    '/pdf/pt/%E0%A4%A.pdf',
    '/pdf/%2e%2e/catalogo.pdf',
  ])('answers %s with 404 and the viewer page, which explains the refusal', async (rawPath) => {
    const res = await rawRequest(server.url, rawPath);
    expect(res.status).toBe(404);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.body.toString()).toBe('<!doctype html><title>Visualizador</title>');
  });

  it.each([
    '/pdf/pt/../product.pdf',
    '/pdf/pt/%2e%2e/product.pdf',
    '/pdf/pt/sub/catalogo.pdf',
    '/pdf/pt/catalogo.pdf/',
    '/pdf/pt',
    '/pdf',
    '/pdf/viewer.html',
  ])('answers %s, which is no viewer address, with the 404 page', async (rawPath) => {
    const res = await rawRequest(server.url, rawPath);
    expect(res.status).toBe(404);
    expect(res.body.toString()).toContain('<title>Página não encontrada</title>');
  });

  it('answers the English viewer page under /en/, with 404 for a refused name', async () => {
    const res = await rawRequest(server.url, '/en/pdf/en/..%2F..%2F404.html');
    expect(res.status).toBe(404);
    expect(res.body.toString()).toContain('<title>Viewer</title>');
  });

  it('still serves the PDF files themselves from the static site', async () => {
    const res = await fetch(`${server.url}/catalogs/en/CATALOG-EN-V01-R01.pdf`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
  });

  describe('names its own PDF, not the page it was prerendered from (issue 39)', () => {
    const shell = (prefix: string) =>
      `<!doctype html><title>V</title><link rel="canonical" href="https://x.test${prefix}/pdf/pt/viewer.pdf">` +
      `<a href="/pdf/pt/viewer.pdf" hreflang="pt-BR">pt</a><a href="/en/pdf/pt/viewer.pdf">en</a>`;
    const own = useTestApp({
      siteFiles: {
        ...SITE_FILES,
        'pdf/viewer.html': shell(''),
        'es/pdf/viewer.html': shell('/es'),
        'catalogs/en/CATALOG-EN-V01-R01.pdf': '%PDF-1.7\n',
        'catalogs/pt/catalogo-linha.pdf': '%PDF-1.7\n',
      },
    });

    it.each([
      ['/pdf/en/CATALOG-EN-V01-R01.pdf', '', '/pdf/en/CATALOG-EN-V01-R01.pdf'],
      ['/es/pdf/en/CATALOG-EN-V01-R01.pdf', '/es', '/pdf/en/CATALOG-EN-V01-R01.pdf'],
      ['/pdf/pt/catalogo-linha.pdf', '', '/pdf/pt/catalogo-linha.pdf'],
    ])('%s', async (urlPath, prefix, path) => {
      const res = await rawRequest(own.url, urlPath);
      expect(res.status).toBe(200);
      const html = res.body.toString();
      expect(html).not.toContain('viewer.pdf');
      expect(html).toContain(`<link rel="canonical" href="https://x.test${prefix}${path}">`);
      expect(html).toContain(`<a href="${path}" hreflang="pt-BR">`);
      expect(html).toContain(`<a href="/en${path}">`);
    });

    it('keeps a refused name harmless in the links of its 404 page', async () => {
      const res = await rawRequest(own.url, `/pdf/pt/%22%3E%3Cscript%3E.pdf`);
      expect(res.status).toBe(404);
      const html = res.body.toString();
      expect(html).not.toContain('<script');
      expect(html).toContain('href="/pdf/pt/%22%3E%3Cscript%3E.pdf"');
    });
  });
});
