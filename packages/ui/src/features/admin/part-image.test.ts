import { describe, expect, it } from 'vitest';
import { uploadUrl } from './part-image';

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
