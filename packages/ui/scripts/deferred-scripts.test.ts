import { describe, expect, it } from 'vitest';
import { deferModuleScripts, pageScriptsElement } from './deferred-scripts';

const SHELL = `<head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-2.js">
    <link rel="modulepreload" crossorigin href="/assets/jsx-3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-4.css">
  </head>`;

describe('deferModuleScripts', () => {
  it('takes the entry and its preloads out of the shell, in order, keeping the rest', () => {
    const { template, scripts } = deferModuleScripts(SHELL);
    expect(scripts).toEqual({
      entry: '/assets/index-1.js',
      preload: ['/assets/runtime-2.js', '/assets/jsx-3.js'],
    });
    expect(template).not.toMatch(/type="module"|modulepreload/);
    expect(template).toContain('<link rel="stylesheet" crossorigin href="/assets/index-4.css">');
  });

  it('refuses a shell without exactly one module script', () => {
    expect(() => deferModuleScripts('<head></head>')).toThrow(/one module script/);
    const twice = SHELL.replace(
      '</head>',
      '<script type="module" crossorigin src="/x.js"></script></head>',
    );
    expect(() => deferModuleScripts(twice)).toThrow(/one module script/);
  });
});

describe('pageScriptsElement', () => {
  it('writes a JSON element that cannot end its script early', () => {
    const html = pageScriptsElement({ entry: '/a</script><b>.js', preload: [] });
    expect(html).toMatch(/^<script type="application\/json" id="page-scripts">/);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toEqual({ entry: '/a</script><b>.js', preload: [] });
  });
});
