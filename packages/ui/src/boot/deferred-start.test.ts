// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { installDeferredStart, PAGE_SCRIPTS_ID } from './deferred-start';

const LIST = { entry: '/assets/index.js', preload: ['/assets/a.js', '/assets/b.js'] };

/**
 * A page as the prerender writes it, in its own document, in the state `readyState` names;
 * `fire('load')` is its window's load event.
 */
function page({ withList = true, readyState = 'interactive' } = {}) {
  const doc = document.implementation.createHTMLDocument();
  if (withList) {
    const list = doc.createElement('script');
    list.type = 'application/json';
    list.id = PAGE_SCRIPTS_ID;
    list.textContent = JSON.stringify(LIST);
    doc.head.append(list);
  }
  doc.body.innerHTML = '<button>Menu</button>';
  Object.defineProperty(doc, 'readyState', { value: readyState });
  const windowEvents = new EventTarget();
  const win = {
    document: doc,
    addEventListener: windowEvents.addEventListener.bind(windowEvents),
  } as unknown as Window;
  const load = vi.fn();
  installDeferredStart(win, load);
  const preloads = () =>
    [...doc.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );
  const fire = (type: string) => windowEvents.dispatchEvent(new Event(type));
  return { doc, load, preloads, fire };
}

describe('installDeferredStart', () => {
  it('loads nothing while the page is still loading and nobody touched it', () => {
    const { load, preloads } = page();
    expect(load).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
  });

  it('starts the entry and preloads its chunks once the page has loaded', () => {
    const { load, preloads, fire } = page();
    fire('load');
    expect(load).toHaveBeenCalledExactlyOnceWith('/assets/index.js');
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin', 'input'])(
    'starts at once on a %s before the page has loaded, and only once',
    (type) => {
      const { doc, load, preloads, fire } = page();
      doc.querySelector('button')?.dispatchEvent(new Event(type, { bubbles: true }));
      doc.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      fire('load');
      expect(load).toHaveBeenCalledExactlyOnceWith('/assets/index.js');
      expect(preloads()).toHaveLength(2);
    },
  );

  it('starts at once when installed on a page that has already loaded', () => {
    const { load } = page({ readyState: 'complete' });
    expect(load).toHaveBeenCalledExactlyOnceWith('/assets/index.js');
  });

  it('does nothing on a page without a script list (the admin starts its own)', () => {
    const { doc, load, fire } = page({ withList: false });
    fire('load');
    doc.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
  });
});
