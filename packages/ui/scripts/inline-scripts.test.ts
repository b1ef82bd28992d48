import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildInlineScripts } from './inline-scripts';

describe('buildInlineScripts', () => {
  it('gives each inlined script the CSP hash of its exact text', () => {
    const { html, hashes } = buildInlineScripts();
    const bodies = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(bodies).toHaveLength(2);
    expect(hashes).toEqual(
      bodies.map(
        (body) =>
          `'sha256-${createHash('sha256')
            .update(body ?? '')
            .digest('base64')}'`,
      ),
    );
  });

  it('keeps the boot script small and its speculation rules off the flags', () => {
    const { html } = buildInlineScripts();
    expect(Buffer.byteLength(html)).toBeLessThan(4_000);
    expect(html).toContain('"selector_matches":"[data-lang-choice]"');
  });
});
