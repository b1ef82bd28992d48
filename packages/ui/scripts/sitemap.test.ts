import { describe, expect, it } from 'vitest';
import { htmlLang, LANGUAGES } from '../src/i18n/languages';
import { localizePath } from '../src/config/paths';
import { buildRobotsTxt, buildSitemap } from './sitemap';
import { injectPage, inlineStylesheets } from './template';

describe('sitemap and robots', () => {
  it('lists each page in each language with its alternates', () => {
    const xml = buildSitemap(['/', '/about'], 'https://example.com', {
      LANGUAGES,
      localizePath,
      htmlLang,
    });
    expect(xml.match(/<url>/g)).toHaveLength(6);
    expect(xml).toContain('<loc>https://example.com/es/about</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://example.com/about"');
    expect(xml).toContain('hreflang="pt-BR" href="https://example.com/"');
  });

  it('points robots at the sitemap and away from admin', () => {
    const robots = buildRobotsTxt('https://example.com');
    expect(robots).toContain('Sitemap: https://example.com/sitemap.xml');
    expect(robots).toContain('Disallow: /admin');
  });

  it('injects a page into the template and refuses a template without markers', () => {
    const html = injectPage(
      '<html lang="pt-BR"><head><!--app-head--></head><div id="root"><!--app-html--></div>',
      {
        html: '<h1>Hi</h1>',
        head: '<title>T</title>',
        htmlLang: 'en',
      },
    );
    expect(html).toBe(
      '<html lang="en"><head><title>T</title></head><div id="root"><h1>Hi</h1></div>',
    );
    expect(() => injectPage('<html>', { html: '', head: '', htmlLang: 'en' })).toThrow();
  });
});

describe('inlineStylesheets', () => {
  it('replaces each stylesheet link with the stylesheet itself', () => {
    const shell =
      '<head><link rel="stylesheet" crossorigin href="/assets/style-abc.css"><title>x</title></head>';
    const html = inlineStylesheets(shell, (href) => `/*${href}*/body{margin:0}`);
    expect(html).toBe(
      '<head><style>/*/assets/style-abc.css*/body{margin:0}</style><title>x</title></head>',
    );
  });

  it('refuses CSS that would close the style element', () => {
    const shell = '<link rel="stylesheet" href="/assets/a.css">';
    expect(() => inlineStylesheets(shell, () => 'a{}</style><script>')).toThrow(
      'cannot be inlined',
    );
  });
});
