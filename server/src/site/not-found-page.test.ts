import { describe, expect, it } from 'vitest';
import { notFoundCandidates } from './not-found-page';

describe('notFoundCandidates', () => {
  it('tries the section page before the language page', () => {
    expect(notFoundCandidates('/products/unknown')).toEqual(['products/404.html', '404.html']);
    expect(notFoundCandidates('/en/products/unknown')).toEqual([
      'en/products/404.html',
      'en/404.html',
      '404.html',
    ]);
    expect(notFoundCandidates('/es/products/unknown/')).toEqual([
      'es/products/404.html',
      'es/404.html',
      '404.html',
    ]);
  });

  it('uses the language page for a page at the top of a language', () => {
    expect(notFoundCandidates('/nope')).toEqual(['404.html']);
    expect(notFoundCandidates('/en/nope')).toEqual(['en/404.html', '404.html']);
  });

  it('stops at a folder name that is not plain, and at three levels', () => {
    expect(notFoundCandidates('/.git/x/y')).toEqual(['404.html']);
    expect(notFoundCandidates('/products/%2e%2e/x')).toEqual(['products/404.html', '404.html']);
    expect(notFoundCandidates('/a/b/c/d/e')).toEqual([
      'a/b/c/404.html',
      'a/b/404.html',
      'a/404.html',
      '404.html',
    ]);
    expect(notFoundCandidates('/%E0%A4%A')).toEqual(['404.html']);
  });
});
