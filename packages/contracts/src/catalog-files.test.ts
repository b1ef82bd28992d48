import { describe, expect, it } from 'vitest';
import { isCatalogFileName, parseCatalogViewerPath } from './catalog-files';

describe('catalogue file names', () => {
  it.each(['CATALOGO-CAST-ALL-PT-V01-R01.pdf', 'cast-all-250.pdf', 'a_b.v2.pdf'])(
    'accepts %s',
    (name) => expect(isCatalogFileName(name)).toBe(true),
  );

  it.each([
    '../secret.pdf',
    '..%2Fsecret.pdf',
    'a/../b.pdf',
    'sub/file.pdf',
    'sub\\file.pdf',
    '.hidden.pdf',
    'file..pdf',
    'file.pdf.exe',
    'file.PDF',
    'file.html',
    'file',
    '',
    ' file.pdf',
    'file.pdf\0',
    `${'a'.repeat(120)}.pdf`,
  ])('refuses %j', (name) => expect(isCatalogFileName(name)).toBe(false));
});

describe('viewer addresses', () => {
  it('accepts a file of a supported language', () => {
    expect(parseCatalogViewerPath('en', 'CATALOG.pdf')).toEqual({
      lang: 'en',
      file: 'CATALOG.pdf',
    });
  });

  it('refuses other languages and bad names', () => {
    expect(parseCatalogViewerPath('fr', 'CATALOG.pdf')).toBeUndefined();
    expect(parseCatalogViewerPath('..', 'CATALOG.pdf')).toBeUndefined();
    expect(parseCatalogViewerPath('pt', '../../package.json')).toBeUndefined();
  });
});
