// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { installDeferredStart, PAGE_SCRIPTS_ID } from './deferred-start';

const LIST = { entry: '/assets/index.js', preload: ['/assets/a.js', '/assets/b.js'] };

/**
 * A page as the prerender writes it, in its own document, in the state `readyState` names;
 * `fire('load')` is its window's load event.
 */
function page({ withList = true, readyState = 'loading' } = {}) {
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
  // Frames and timers run when the test says: `paint()` runs the queued frame, then its tasks.
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const win = {
    document: doc,
    addEventListener: windowEvents.addEventListener.bind(windowEvents),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
  } as unknown as Window;
  const load = vi.fn();
  installDeferredStart(win, load);
  const preloads = () =>
    [...doc.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );
  const fire = (type: string) => windowEvents.dispatchEvent(new Event(type));
  const parsed = () => doc.dispatchEvent(new Event('DOMContentLoaded'));
  const paint = () => {
    frames.splice(0).forEach((frame) => frame());
    tasks.splice(0).forEach((task) => task());
  };
  return { doc, load, preloads, fire, parsed, paint };
}

describe('installDeferredStart', () => {
  it('loads nothing while the page is parsed, until its first frame is painted', () => {
    const { load, preloads, parsed, paint } = page();
    paint();
    expect(load).not.toHaveBeenCalled();
    parsed();
    expect(load).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
    paint();
    expect(load).toHaveBeenCalledExactlyOnceWith('/assets/index.js');
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it('waits for the first paint when installed on a parsed page still loading', () => {
    const { load, paint } = page({ readyState: 'interactive' });
    expect(load).not.toHaveBeenCalled();
    paint();
    expect(load).toHaveBeenCalledOnce();
  });

  it('starts at the load event when no frame was painted (a background tab), only once', () => {
    const { load, preloads, fire, parsed, paint } = page();
    parsed();
    fire('load');
    paint();
    expect(load).toHaveBeenCalledExactlyOnceWith('/assets/index.js');
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin', 'input'])(
    'starts at once on a %s before the page has loaded, and only once',
    (type) => {
      const { doc, load, preloads, fire, parsed, paint } = page();
      doc.querySelector('button')?.dispatchEvent(new Event(type, { bubbles: true }));
      expect(load).toHaveBeenCalledOnce();
      doc.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      parsed();
      paint();
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
    const { doc, load, fire, parsed, paint } = page({ withList: false });
    parsed();
    paint();
    fire('load');
    doc.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
  });
});
