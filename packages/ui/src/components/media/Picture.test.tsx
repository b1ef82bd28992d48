import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Picture, pictureSrcSet } from './Picture';

describe('Picture', () => {
  it('lists every width of a format', () => {
    expect(pictureSrcSet('/images/a', [480, 800], 'avif')).toBe(
      '/images/a-480.avif 480w, /images/a-800.avif 800w',
    );
  });

  it('puts AVIF before WebP and sets the intrinsic size on the image', () => {
    const html = renderToStaticMarkup(
      <Picture
        base="/images/a"
        widths={[480, 800]}
        width={800}
        height={600}
        alt="A"
        sizes="50vw"
      />,
    );
    expect(html.indexOf('image/avif')).toBeLessThan(html.indexOf('image/webp'));
    expect(html).toContain('sizes="50vw"');
    expect(html).toContain('src="/images/a-800.webp"');
    expect(html).toContain('width="800"');
    expect(html).toContain('height="600"');
    expect(html).toContain('loading="lazy"');
  });

  it('falls back to the largest width when the intrinsic width is not generated', () => {
    const html = renderToStaticMarkup(
      <Picture base="/b" widths={[480, 800]} width={1000} height={750} alt="" />,
    );
    expect(html).toContain('src="/b-800.webp"');
  });
});
