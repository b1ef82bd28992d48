import { describe, expect, it } from 'vitest';
import { thumbnailUrl, uploadUrl } from './part-image';

describe('uploadUrl', () => {
  it('adds the /upload/ prefix only when missing', () => {
    expect(uploadUrl('a.webp', '')).toBe('/upload/a.webp');
    expect(uploadUrl('/upload/a.webp', '')).toBe('/upload/a.webp');
    expect(uploadUrl('a.webp', 'http://127.0.0.1:3000')).toBe(
      'http://127.0.0.1:3000/upload/a.webp',
    );
    expect(uploadUrl('', '')).toBe('');
  });
});

describe('thumbnailUrl', () => {
  it('points plain upload names at the thumbnail folder', () => {
    expect(thumbnailUrl('a.webp', '')).toBe('/upload/thumbs/a.webp');
    expect(thumbnailUrl('/upload/a.webp', 'http://h')).toBe('http://h/upload/thumbs/a.webp');
    expect(thumbnailUrl('old/a.jpg', '')).toBe('');
    expect(thumbnailUrl('https://cdn/a.jpg', '')).toBe('');
    expect(thumbnailUrl('', '')).toBe('');
  });
});
