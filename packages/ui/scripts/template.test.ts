import { describe, expect, it } from 'vitest';
import { withoutEntryScripts } from './template';

const viteShell =
  '<head><!--app-head-->' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/site-def.js">\n' +
  '</head><body><div id="root"><!--app-html--></div></body>';

describe('withoutEntryScripts', () => {
  it("takes Vite's entry script and its preloads out of the shell, nothing else", () => {
    expect(withoutEntryScripts(viteShell)).toBe(
      '<head><!--app-head--></head><body><div id="root"><!--app-html--></div></body>',
    );
  });

  it('refuses a shell without exactly one entry script', () => {
    expect(() => withoutEntryScripts('<head></head>')).toThrow(/entry/);
    const twice = viteShell.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/x.js"></script></head>',
    );
    expect(() => withoutEntryScripts(twice)).toThrow(/entry/);
  });
});
