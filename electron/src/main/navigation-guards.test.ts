import { describe, expect, it, vi } from 'vitest';
import { FakeEmitter } from '../testing/fakes';
import { isAllowedExternalUrl } from './external-links';
import { attachNavigationGuards, type GuardedContents } from './navigation-guards';

function setup() {
  const emitter = new FakeEmitter();
  let openHandler: ((details: { url: string }) => { action: 'deny' }) | undefined;
  const contents = {
    on: (event: string, listener: (...args: never[]) => unknown) => emitter.on(event, listener),
    setWindowOpenHandler: (handler: typeof openHandler) => {
      openHandler = handler;
    },
  } as unknown as GuardedContents;
  const openExternal = vi.fn(async (_url: string) => {});
  attachNavigationGuards(contents, openExternal);
  const navigate = (event: 'will-navigate' | 'will-redirect', url: string) => {
    const preventDefault = vi.fn();
    emitter.emit(event, { preventDefault }, url);
    return preventDefault.mock.calls.length > 0;
  };
  const windowOpen = (url: string) => openHandler?.({ url });
  return { emitter, navigate, windowOpen, openExternal };
}

describe('attachNavigationGuards', () => {
  it('lets the app move between its own pages', () => {
    const { navigate, openExternal } = setup();
    expect(navigate('will-navigate', 'app://castall/admin/login')).toBe(false);
    expect(openExternal).not.toHaveBeenCalled();
  });

  it.each(['will-navigate', 'will-redirect'] as const)(
    'blocks %s to any other page, sending only allow-listed ones to the browser',
    (event) => {
      const { navigate, openExternal } = setup();
      expect(navigate(event, 'https://evil.example/phish')).toBe(true);
      expect(navigate(event, 'http://127.0.0.1:3000/admin')).toBe(true);
      expect(navigate(event, 'file:///etc/passwd')).toBe(true);
      expect(openExternal).not.toHaveBeenCalled();
      expect(navigate(event, 'https://wa.me/5519999999999?text=oi')).toBe(true);
      expect(openExternal).toHaveBeenCalledWith('https://wa.me/5519999999999?text=oi');
    },
  );

  it('denies every new window and opens allow-listed links in the browser', () => {
    const { windowOpen, openExternal } = setup();
    expect(windowOpen('https://www.google.com/maps/place/Americana')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledWith('https://www.google.com/maps/place/Americana');
    expect(windowOpen('app://castall/admin')).toEqual({ action: 'deny' });
    expect(windowOpen('https://evil.example/')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledTimes(1);
  });

  it('refuses <webview> tags', () => {
    const { emitter } = setup();
    const preventDefault = vi.fn();
    emitter.emit('will-attach-webview', { preventDefault });
    expect(preventDefault).toHaveBeenCalled();
  });
});

describe('isAllowedExternalUrl', () => {
  it.each([
    ['https://wa.me/551999?text=Pe%C3%A7a', true],
    ['https://api.whatsapp.com/send?phone=55', true],
    ['https://maps.google.com/?q=Americana', true],
    ['https://www.google.com/maps/embed?pb=1', true],
    ['https://www.google.com/search?q=x', false],
    ['http://wa.me/5519', false],
    ['https://wa.me.evil.example/', false],
    ['https://user@wa.me/', false],
    ['https://wa.me:8443/', false],
    ['javascript:alert(1)', false],
    ['mailto:vendas@example.com', false],
    ['not a url', false],
  ])('%s → %s', (url, allowed) => {
    expect(isAllowedExternalUrl(url)).toBe(allowed);
  });
});
