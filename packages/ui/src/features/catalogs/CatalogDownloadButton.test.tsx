// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTextStore } from '../../i18n/i18n';
import { LangProvider, TextStoreProvider } from '../../i18n/lang-provider';
import type { Lang } from '../../i18n/languages';
import { loadWholeCatalog, machineCatalog } from '@castall/machines';
import { CatalogDownloadButton } from './CatalogDownloadButton';

// The product texts load per language; these tests read every language.
await loadWholeCatalog();

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
const clicked: { href: string; download: string }[] = [];

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  clicked.length = 0;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

// One store for the file: each language's texts load once.
const texts = createTextStore({ strict: true });

async function renderButton(productId: string, lang: Lang = 'pt') {
  await texts.ensure(lang, ['products', 'catalogs']);
  await act(async () => {
    root.render(
      <TextStoreProvider store={texts}>
        <LangProvider lang={lang}>
          <CatalogDownloadButton productId={productId} productName="CAST ALL 250T" />
        </LangProvider>
      </TextStoreProvider>,
    );
  });
  const button = container.querySelector<HTMLElement>('a, button');
  if (!button) throw new Error('no control');
  await press(button);
  return { button, alert: container.querySelector('[role="alert"]') };
}

/** A plain left click as the browser dispatches it (`click()` on links is spied on below). */
async function press(control: HTMLElement) {
  await act(async () => {
    control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    // The check's module is imported on the first click; let that and the check settle.
    await import('./catalog-check');
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

function answer(status: number, type = 'application/pdf') {
  const fetchMock = vi.fn(
    async () => new Response(null, { status, headers: { 'content-type': type } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('CatalogDownloadButton', () => {
  it('checks the mapped file with HEAD, then downloads it under its own name', async () => {
    const fetchMock = answer(200);
    const { alert, button } = await renderButton('cast-all-250');
    expect(button.tagName).toBe('A');
    const file = machineCatalog.productCatalogFile('cast-all-250');
    expect(fetchMock).toHaveBeenCalledWith(
      `/catalogs/${file}`,
      expect.objectContaining({ method: 'HEAD' }),
    );
    expect(clicked).toEqual([{ href: `/catalogs/${file}`, download: file?.split('/').pop() }]);
    expect(alert?.textContent).toBe('');
  });

  it('says the catalogue is not available when no file is mapped, without asking the server', async () => {
    const fetchMock = answer(200);
    const { alert, button } = await renderButton('injetora-sem-catalogo');
    expect(button.tagName).toBe('BUTTON');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(alert?.textContent).toBe('Catálogo não disponível para este produto.');
    expect(button.getAttribute('aria-describedby')).toBe(alert?.id);
    expect(clicked).toEqual([]);
  });

  it.each([
    [404, 'application/pdf'],
    [200, 'text/html; charset=utf-8'],
  ])('says the catalogue is not available when HEAD answers %i %s', async (status, type) => {
    answer(status, type);
    const { alert } = await renderButton('cast-all-250');
    expect(alert?.textContent).toBe('Catálogo não disponível para este produto.');
    expect(clicked).toEqual([]);
  });

  it('asks to try again on a server error or a network failure', async () => {
    answer(500);
    const first = await renderButton('cast-all-250');
    expect(first.alert?.textContent).toBe('Erro ao baixar o catálogo. Tente novamente.');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await press(first.button);
    expect(first.alert?.textContent).toBe('Erro ao baixar o catálogo. Tente novamente.');
    expect(clicked).toEqual([]);
  });

  it('speaks the page language', async () => {
    answer(503);
    const { alert, button } = await renderButton('cast-all-250', 'es');
    expect(alert?.textContent).toBe('Error al descargar el catálogo. Inténtelo de nuevo.');
    expect(button.textContent).toBe('Descargar catálogo – CAST ALL 250T');
  });
});
