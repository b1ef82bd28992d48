import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  ARTWORK_HEIGHT,
  ARTWORK_KINDS,
  ARTWORK_WIDTH,
  partArtworkSvg,
  renderPartArtwork,
} from './part-artwork';

describe('renderPartArtwork', () => {
  it('offers a dozen or more kinds', () => {
    expect(ARTWORK_KINDS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(ARTWORK_KINDS).size).toBe(ARTWORK_KINDS.length);
  });

  it.each(ARTWORK_KINDS)('renders %s to a 640×480 PNG', async (kind) => {
    const png = await renderPartArtwork(kind, kind);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([ARTWORK_WIDTH, ARTWORK_HEIGHT]);
    // A drawing, not just the backdrop: plenty of distinct colours.
    const { channels } = await sharp(png).stats();
    expect(channels[0]?.stdev ?? 0).toBeGreaterThan(10);
  });

  it('draws each kind differently', async () => {
    const svgs = ARTWORK_KINDS.map((kind) => partArtworkSvg(kind, 'x'));
    expect(new Set(svgs).size).toBe(ARTWORK_KINDS.length);
  });

  it('keeps the label out of the pixels: escaped in <title>, no <text>', () => {
    const svg = partArtworkSvg('valve', 'Válvula <NG10> & "CAST ALL"');
    expect(svg).toContain('<title>Válvula &#60;NG10&#62; &#38; &#34;CAST ALL&#34;</title>');
    expect(svg).not.toContain('<text');
  });

  it('lets a hue override the category tint', () => {
    expect(partArtworkSvg('pump', 'x', 0)).not.toBe(partArtworkSvg('pump', 'x'));
  });
});
