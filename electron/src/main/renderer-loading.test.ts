import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeEmitter } from '../testing/fakes';
import { buildRendererCsp } from './csp';
import { showErrorScreenOnFailure, type FailingContents } from './renderer-failure';
import { registerAppScheme, rendererRequestHandler } from './renderer-protocol';

describe('buildRendererCsp', () => {
  it('allows scripts from the app only and the network to the configured server only', () => {
    const csp = buildRendererCsp('https://admin.example.com');
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('connect-src https://admin.example.com');
    expect(csp).toContain("img-src 'self' data: blob: https://admin.example.com");
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
  });
});

describe('the app:// scheme', () => {
  let root: string;
  const handle = () => rendererRequestHandler({ rootDir: root, csp: () => "default-src 'none'" });

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'castall-renderer-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(root, 'assets', 'main.js'), 'console.log(1)');
    writeFileSync(path.join(path.dirname(root), 'castall-secret.txt'), 'secret');
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(path.join(path.dirname(root), 'castall-secret.txt'), { force: true });
  });

  it('is registered as a standard, secure scheme with fetch support', () => {
    const registerSchemesAsPrivileged = vi.fn();
    registerAppScheme({ registerSchemesAsPrivileged, handle: vi.fn() });
    expect(registerSchemesAsPrivileged).toHaveBeenCalledWith([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
  });

  it('serves the bundle with its type and the CSP header', async () => {
    const answer = await handle()(new Request('app://castall/assets/main.js'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('Content-Security-Policy')).toBe("default-src 'none'");
    expect(await answer.text()).toBe('console.log(1)');
  });

  it('answers index.html for the screens of the app', async () => {
    for (const url of ['app://castall/', 'app://castall/admin', 'app://castall/admin/login']) {
      const answer = await handle()(new Request(url));
      expect(await answer.text()).toContain('<title>app</title>');
    }
  });

  it('never serves a file outside the bundle', async () => {
    for (const url of [
      'app://castall/../castall-secret.txt',
      'app://castall/%2e%2e/castall-secret.txt',
      'app://castall/assets/..%2F..%2Fcastall-secret.txt',
      'app://other/index.html',
      'app://castall/missing.js',
    ]) {
      expect((await handle()(new Request(url))).status, url).toBe(404);
    }
  });
});

describe('showErrorScreenOnFailure', () => {
  function setup() {
    const emitter = new FakeEmitter();
    const loadURL = vi.fn(async () => {});
    const contents = {
      on: (event: string, listener: (...args: never[]) => unknown) => emitter.on(event, listener),
      loadURL,
    } as unknown as FailingContents;
    showErrorScreenOnFailure(contents, () => {});
    return { emitter, loadURL };
  }

  it('shows the error page when the main page fails to load', () => {
    const { emitter, loadURL } = setup();
    emitter.emit('did-fail-load', {}, -6, 'ERR_FILE_NOT_FOUND', 'app://castall/', true);
    expect(loadURL).toHaveBeenCalledWith('app://castall/error.html?reason=ERR_FILE_NOT_FOUND');
  });

  it('ignores aborted loads, sub-frames and a failing error page', () => {
    const { emitter, loadURL } = setup();
    emitter.emit('did-fail-load', {}, -3, 'ERR_ABORTED', 'app://castall/', true);
    emitter.emit('did-fail-load', {}, -6, 'x', 'app://castall/frame', false);
    emitter.emit('did-fail-load', {}, -6, 'x', 'app://castall/error.html?reason=x', true);
    expect(loadURL).not.toHaveBeenCalled();
  });

  it('shows it when the renderer process crashes, not when it exits cleanly', () => {
    const { emitter, loadURL } = setup();
    emitter.emit('render-process-gone', {}, { reason: 'clean-exit' });
    emitter.emit('render-process-gone', {}, { reason: 'crashed' });
    expect(loadURL).toHaveBeenCalledTimes(1);
    expect(loadURL).toHaveBeenCalledWith('app://castall/error.html?reason=crashed');
  });
});
