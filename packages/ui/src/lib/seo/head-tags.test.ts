import { describe, expect, it } from 'vitest';
import { buildHeadTags, pageTitle, type HeadTag } from './head-tags';
import { limitLists } from './limit-lists';
import { organizationJsonLd } from './organization';
import { renderHeadTags } from './render-head';

const base = {
  lang: 'es' as const,
  path: '/about',
  defaultTitle: 'Máquinas',
  description: 'Descripción',
  siteUrl: 'https://example.com',
};

const find = (tags: HeadTag[], predicate: (attrs: Record<string, string>) => boolean) =>
  tags.find((tag) => tag.tag !== 'title' && predicate(tag.attrs));

describe('head tags', () => {
  it('follow the title pattern "{title} | brand" with a default title', () => {
    expect(pageTitle('Sobre', 'Padrão')).toMatch(/^Sobre \| .+/);
    expect(pageTitle(undefined, 'Padrão')).toMatch(/^Padrão \| .+/);
  });

  it('carry canonical, hreflang alternates with x-default, og:locale and robots', () => {
    const tags = buildHeadTags({ ...base, title: 'Nosotros' });
    expect(tags[0]).toEqual({ tag: 'title', text: expect.stringMatching(/^Nosotros \| /) });
    expect(find(tags, (a) => a.rel === 'canonical')).toMatchObject({
      attrs: { href: 'https://example.com/es/about' },
    });
    expect(find(tags, (a) => a.hreflang === 'x-default')).toMatchObject({
      attrs: { href: 'https://example.com/about' },
    });
    expect(find(tags, (a) => a.hreflang === 'pt-BR')).toBeTruthy();
    expect(find(tags, (a) => a.hreflang === 'en')).toBeTruthy();
    expect(find(tags, (a) => a.property === 'og:locale')).toMatchObject({
      attrs: { content: 'es_ES' },
    });
    expect(find(tags, (a) => a.property === 'og:image')).toMatchObject({
      attrs: { content: 'https://example.com/images/og-image.jpg' },
    });
    expect(find(tags, (a) => a.name === 'robots')).toMatchObject({
      attrs: { content: 'index,follow' },
    });
  });

  it('say noindex,nofollow on request', () => {
    const tags = buildHeadTags({ ...base, noindex: true });
    expect(find(tags, (a) => a.name === 'robots')).toMatchObject({
      attrs: { content: 'noindex,nofollow' },
    });
  });

  it('serialise safely, with structured data that cannot close its script', () => {
    const html = renderHeadTags(
      buildHeadTags({ ...base, title: 'A "quoted" <b>', jsonLd: [{ name: '</script><x>' }] }),
    );
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;b&gt; |');
    expect(html).not.toContain('</script><x>');
    expect(html).toContain('\\u003c/script>');
  });
});

describe('structured data', () => {
  it('cuts every list to 10 items', () => {
    const data = limitLists({
      items: Array.from({ length: 25 }, (_, i) => ({ n: i, tags: Array(12).fill('x') })),
    });
    expect(data.items).toHaveLength(10);
    expect(data.items[0]?.tags).toHaveLength(10);
  });

  it('describes the organization of spec §1', () => {
    const org = organizationJsonLd('Descrição', 'https://example.com');
    expect(org).toMatchObject({
      '@type': 'Organization',
      description: 'Descrição',
      url: 'https://example.com/',
      logo: 'https://example.com/images/logo.png',
      contactPoint: {
        contactType: 'customer service',
        availableLanguage: ['Portuguese', 'English', 'Spanish'],
      },
      address: { addressLocality: 'Americana', addressRegion: 'SP', addressCountry: 'BR' },
      areaServed: ['BR', 'AR', 'CL', 'UY', 'PY'],
    });
    expect(org.sameAs).toHaveLength(3);
  });
});
