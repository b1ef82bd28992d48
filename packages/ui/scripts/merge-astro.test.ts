import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, islandStyleInHead, sitePageFile } from './merge-astro';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe("merging Astro's pages into dist/site", () => {
  it("moves Astro's island style from the body into the head", () => {
    const html = `<html><head><title>x</title></head><body><a>skip</a>${STYLE}<script>1</script></body></html>`;
    expect(islandStyleInHead(html)).toBe(
      `<html><head><title>x</title>${STYLE}</head><body><a>skip</a><script>1</script></body></html>`,
    );
    expect(islandStyleInHead('<head></head><body></body>')).toBe('<head></head><body></body>');
  });

  it('hashes the inline scripts the browser runs, not JSON data or external scripts', () => {
    const html =
      '<script>run()</script><script type="speculationrules">{}</script>' +
      '<script type="application/ld+json">{}</script><script type="application/json">{}</script>' +
      '<script type="module" src="/assets/a.js"></script>';
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-AvyuiL0SD1mVY3NNxR+V2uo+lhk6RMFrytWmRt6CrJQ='",
      "'sha256-RBNvo1WzZ4oRRq0W9+hknpT7T8If536DEMBg9hyq/4o='",
    ]);
  });

  it('writes the pages the server reads (404s, the viewer shell) where it looks for them', () => {
    expect(sitePageFile('404.html')).toBe('404.html');
    expect(sitePageFile('en/404/index.html')).toBe('en/404.html');
    expect(sitePageFile('es/products/404/index.html')).toBe('es/products/404.html');
    expect(sitePageFile('shop/404/index.html')).toBe('shop/404.html');
    expect(sitePageFile('pdf/viewer/index.html')).toBe('pdf/viewer.html');
    expect(sitePageFile('en/pdf/viewer/index.html')).toBe('en/pdf/viewer.html');
    // Every other page stays at its address, even one whose name ends the same way.
    expect(sitePageFile('en/downloads/index.html')).toBe('en/downloads/index.html');
    expect(sitePageFile('products/x404/index.html')).toBe('products/x404/index.html');
    expect(sitePageFile('index.html')).toBe('index.html');
  });
});
