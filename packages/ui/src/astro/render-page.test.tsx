import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useT } from '../i18n/lang-context';
import { Seo } from '../lib/seo/Seo';
import { cutAtSlots, renderPage } from './render-page';

function PageWithSlider({ slider }: { slider?: ReactNode }) {
  const t = useT();
  return (
    <>
      <Seo title={t('seo.gallery.title')} description={t('seo.gallery.description')} />
      <h1>{t('gallery.title')}</h1>
      {slider}
      <p>after</p>
    </>
  );
}

describe('renderPage (the static body of a page Astro builds)', () => {
  it('renders the page in its language, cut where its island goes, with the head it declares', async () => {
    const page = await renderPage({
      lang: 'es',
      path: '/gallery',
      Page: PageWithSlider,
      namespaces: ['gallery'],
      slots: ['slider'],
    });
    expect(page.parts).toHaveLength(2);
    expect(page.parts[0]).toMatch(/^<h1>.+<\/h1>$/);
    expect(page.parts[1]).toBe('<p>after</p>');
    expect(page.htmlLang).toBe('es');
    expect(page.head).toContain(
      '<link rel="canonical" href="https://www.castall.com.br/es/gallery"',
    );
    expect(page.head).toContain('hreflang="pt-BR" href="https://www.castall.com.br/gallery"');
    // An island gets the layout's texts and the namespaces it asks for, no others.
    const env = page.environment('gallery-slider', ['gallery']);
    expect(env).toMatchObject({ lang: 'es', id: 'gallery-slider' });
    expect(env.location).toEqual({ pathname: '/es/gallery', search: '' });
    expect(Object.keys(env.texts).sort()).toEqual(['common', 'gallery']);
  });

  it('cuts a keyed slot once per key, in order, after the slots before it', async () => {
    const items = ['a', 'b'];
    function PageWithList({
      intro,
      item,
    }: {
      intro?: ReactNode;
      item?: (key: string) => ReactNode;
    }) {
      return (
        <>
          <Seo title="List" description="A list" />
          {intro}
          <ul>
            {items.map((key) => (
              <li key={key}>
                {key}
                {item?.(key)}
              </li>
            ))}
          </ul>
        </>
      );
    }
    const page = await renderPage({
      lang: 'pt',
      path: '/gallery',
      Page: PageWithList,
      namespaces: [],
      slots: ['intro', { name: 'item', keys: items }],
    });
    expect(page.parts).toEqual(['', '<ul><li>a', '</li><li>b', '</li></ul>']);
  });

  it('fails the build for a page that declares no head', async () => {
    await expect(
      renderPage({ lang: 'pt', path: '/x', Page: () => <p>no head</p>, namespaces: [] }),
    ).rejects.toThrow('declared no <Seo>');
  });
});

describe('cutAtSlots', () => {
  const mark = (slot: string) => `<i data-astro-slot="${slot}"></i>`;

  it('gives the HTML before, between and after the slots, in order', () => {
    expect(cutAtSlots(`a${mark('x')}b${mark('y')}c`, ['x', 'y'], 'page')).toEqual(['a', 'b', 'c']);
    expect(cutAtSlots('all', [], 'page')).toEqual(['all']);
  });

  it('refuses a slot the page did not render, rendered twice or out of order', () => {
    expect(() => cutAtSlots('a', ['x'], '/p')).toThrow('/p: the island slot "x"');
    expect(() => cutAtSlots(`${mark('x')}${mark('x')}`, ['x'], '/p')).toThrow('exactly once');
    expect(() => cutAtSlots(`${mark('y')}${mark('x')}`, ['x', 'y'], '/p')).toThrow('"y"');
  });
});
