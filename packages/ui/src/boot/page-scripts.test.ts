// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_WAIT_MS } from './after-first-paint';
import { installPageScripts, pageScriptsElement } from './page-scripts';

const LIST = { entry: '/assets/index-a.js', preload: ['/assets/site-b.js', '/assets/header-c.js'] };

function pageWith(list: typeof LIST | null): void {
  document.head.innerHTML = list ? pageScriptsElement(list) : '';
}
const loaded = () => ({
  scripts: [...document.head.querySelectorAll('script[type="module"]')].map((s) =>
    s.getAttribute('src'),
  ),
  preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  ),
});
const setVisibility = (state: DocumentVisibilityState) =>
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });

afterEach(() => {
  setVisibility('visible');
  vi.useRealTimers();
});

describe('installPageScripts', () => {
  it('loads nothing before the first frame, then the entry and its preloads after it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    pageWith(LIST);
    installPageScripts(window);
    expect(loaded().scripts).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(loaded().scripts).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(loaded()).toEqual({ scripts: [LIST.entry], preloads: LIST.preload });
    const script = document.head.querySelector('script[type="module"]');
    expect(script?.getAttribute('crossorigin')).toBe('');
  });

  it('loads at once in a hidden document, which paints no frame', () => {
    setVisibility('hidden');
    pageWith(LIST);
    installPageScripts(window);
    expect(loaded().scripts).toEqual([LIST.entry]);
  });

  it('loads once when the page is hidden before its first frame, not again after it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    pageWith(LIST);
    installPageScripts(window);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(loaded().scripts).toEqual([LIST.entry]);
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(loaded().scripts).toEqual([LIST.entry]);
  });

  it('waits for the first contentful paint where the browser reports paints', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    let report: (names: string[]) => void = () => {};
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      disconnected = false;
      constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
        report = (names) => {
          if (!this.disconnected)
            callback({ getEntriesByName: (n) => names.filter((x) => x === n) });
        };
      }
      observe() {}
      disconnect() {
        this.disconnected = true;
      }
    }
    const win = {
      document,
      PerformanceObserver: PaintObserver,
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
      requestAnimationFrame: (fn: FrameRequestCallback) => requestAnimationFrame(fn),
    } as unknown as Window;
    pageWith(LIST);
    installPageScripts(win);
    vi.advanceTimersToNextFrame();
    report(['first-paint']);
    vi.advanceTimersByTime(10);
    expect(loaded().scripts).toEqual([]);
    // At once, not on a timer: a test's paused clock must not hold the page's scripts back.
    report(['first-contentful-paint']);
    expect(loaded().scripts).toEqual([LIST.entry]);
  });

  it('loads anyway once the parsed page has waited FIRST_PAINT_WAIT_MS for a paint', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const win = {
      document,
      PerformanceObserver: class {
        static supportedEntryTypes = ['paint'];
        observe() {}
        disconnect() {}
      },
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    } as unknown as Window;
    pageWith(LIST);
    installPageScripts(win);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(loaded().scripts).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(loaded().scripts).toEqual([LIST.entry]);
  });

  it('does nothing on a page with no list', () => {
    pageWith(null);
    installPageScripts(window);
    expect(loaded().scripts).toEqual([]);
  });

  it('keeps a "<" in the list from closing the data element', () => {
    const html = pageScriptsElement({ entry: '/a</script><b>.js', preload: [] });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    document.head.innerHTML = html;
    expect(JSON.parse(document.head.textContent ?? '')).toEqual({
      entry: '/a</script><b>.js',
      preload: [],
    });
  });
});
