import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadWholeCatalog, machineCatalog } from '@castall/machines';
import { MACHINE_PRODUCT_IDS } from '@castall/machines/types';
import { LANGUAGES } from '@castall/contracts';
import { splitBold } from './pdf-layout';
import { writeCatalogs } from './write-catalogs';

// The product texts load per language; these tests read every language.
await loadWholeCatalog();

const publicDir = fileURLToPath(new URL('../../public', import.meta.url));

/** Page objects in the PDF's object table (`/Type /Pages` is the tree node, not a page). */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
}

describe('catalogue PDFs', () => {
  const files = new Map<string, Buffer>();

  beforeAll(async () => {
    await writeCatalogs({
      publicDir,
      write: async (path, content) => void files.set(path, content),
    });
  }, 60_000);

  it('writes one datasheet for every product that has a mapped file', () => {
    for (const id of MACHINE_PRODUCT_IDS) {
      const file = machineCatalog.productCatalogFile(id);
      if (file) expect(files.has(file), file).toBe(true);
    }
  });

  it('writes one whole-line catalogue per language, in that language folder, versioned V01-R01', () => {
    for (const lang of LANGUAGES) {
      const name = machineCatalog.languageCatalogFile(lang);
      expect(name).toMatch(/V01-R01\.pdf$/);
      expect(files.has(`${lang}/${name}`)).toBe(true);
    }
  });

  it('produces complete PDF files', () => {
    for (const [path, pdf] of files) {
      expect(pdf.subarray(0, 5).toString('latin1'), path).toBe('%PDF-');
      expect(pdf.subarray(-6).toString('latin1'), path).toContain('%%EOF');
    }
  });

  it('gives each product datasheet a section per language and the line catalogue a cover plus a page per product', () => {
    for (const id of MACHINE_PRODUCT_IDS) {
      const pdf = files.get(machineCatalog.productCatalogFile(id) ?? '');
      if (pdf) expect(pageCount(pdf), id).toBeGreaterThanOrEqual(LANGUAGES.length);
    }
    for (const lang of LANGUAGES) {
      const pdf = files.get(`${lang}/${machineCatalog.languageCatalogFile(lang)}`);
      expect(pageCount(pdf ?? Buffer.alloc(0))).toBeGreaterThanOrEqual(
        1 + MACHINE_PRODUCT_IDS.length,
      );
    }
  });

  it('embeds the product pictures converted from WebP', () => {
    const pdf = files.get(machineCatalog.productCatalogFile('cast-all-250') ?? '');
    expect(pdf?.toString('latin1')).toContain('/Subtype /Image');
  });
});

describe('splitBold', () => {
  it('splits **bold** markers and keeps unmatched ones as text', () => {
    expect(splitBold('A **CAST ALL** line **x')).toEqual([
      { text: 'A ', bold: false },
      { text: 'CAST ALL', bold: true },
      { text: ' line **x', bold: false },
    ]);
  });
});
