import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../config/site';
import type { QuoteItem } from './quote-item';
import { CHAT_URL_LIMIT, quoteLinks } from './quote-links';
import { buildQuoteMessage } from './quote-message';

const texts = {
  heading: 'Olá! Gostaria de um orçamento para os itens abaixo:',
  more: (count: number) => (count === 1 ? '…e mais 1 item' : `…e mais ${count} itens`),
  subject: 'Pedido de orçamento',
};
const always = () => true;

const items: QuoteItem[] = [
  { kind: 'part', code: 'VH-100', name: { pt: 'Válvula', en: 'Valve' }, quantity: 2 },
  { kind: 'part', code: 'B-7', name: { en: 'Pump only in English' }, quantity: 1 },
  { kind: 'machine', code: 'cast-all-800', name: { pt: 'CAST ALL 800T' }, quantity: 1 },
  { kind: 'part', code: 'NO-NAME', name: {}, quantity: 999 },
];

function manyItems(count: number): QuoteItem[] {
  return Array.from({ length: count }, (_, index) => ({
    kind: 'part' as const,
    code: `CODE-${index}`,
    name: { pt: `Peça número ${index} com nome comprido — ação ç ã` },
    quantity: index + 1,
  }));
}

describe('the quote message', () => {
  it('writes a heading and one line per item in the visitor’s language', () => {
    expect(buildQuoteMessage(items, 'pt', texts, always)).toEqual({
      text: [
        texts.heading,
        '• VH-100 — Válvula × 2',
        '• B-7 — Pump only in English × 1',
        '• cast-all-800 — CAST ALL 800T × 1',
        '• NO-NAME × 999',
      ].join('\n'),
      omitted: 0,
    });
    const en = buildQuoteMessage(items, 'en', { ...texts, heading: 'Hello!' }, always).text;
    expect(en.split('\n').slice(0, 3)).toEqual([
      'Hello!',
      '• VH-100 — Valve × 2',
      '• B-7 — Pump only in English × 1',
    ]);
    // Spanish falls back to Portuguese.
    expect(buildQuoteMessage(items, 'es', texts, always).text).toContain('• VH-100 — Válvula × 2');
  });

  it('leaves lines out from the end with a last line saying how many', () => {
    const long = manyItems(10);
    const limit = (text: string) => text.split('\n').length <= 5;
    const message = buildQuoteMessage(long, 'pt', texts, limit);
    expect(message.omitted).toBe(7);
    expect(message.text.split('\n')).toEqual([
      texts.heading,
      expect.stringContaining('CODE-0 '),
      expect.stringContaining('CODE-1 '),
      expect.stringContaining('CODE-2 '),
      '…e mais 7 itens',
    ]);
  });

  it('keeps the chat link within its limit, and the mailto carries the same body', () => {
    for (const count of [1, 4, 30, 100]) {
      const links = quoteLinks(manyItems(count), 'pt', texts);
      expect(links.chat.length).toBeLessThanOrEqual(CHAT_URL_LIMIT);
      const chatText = new URL(links.chat).searchParams.get('text') ?? '';
      const mailto = new URL(links.mailto);
      expect(mailto.protocol).toBe('mailto:');
      expect(mailto.pathname).toBe(siteConfig.email);
      expect(mailto.searchParams.get('subject')).toBe(texts.subject);
      expect(mailto.searchParams.get('body')?.replace(/\r\n/g, '\n')).toBe(chatText);
      const lines = chatText.split('\n');
      if (count <= 4) {
        expect(links.omitted).toBe(0);
        expect(lines).toHaveLength(count + 1);
      } else {
        expect(links.omitted).toBeGreaterThan(0);
        expect(lines.at(-1)).toBe(`…e mais ${links.omitted} itens`);
        expect(lines.length - 2 + links.omitted).toBe(count);
      }
    }
  });

  it('encodes odd Unicode in names without throwing', () => {
    const odd: QuoteItem[] = [
      { kind: 'part', code: 'Z-1', name: { pt: 'Junta 😀 ñ 中文 &?#=+%' }, quantity: 3 },
      { kind: 'part', code: 'RTL', name: { pt: 'صمام \u200F' }, quantity: 1 },
    ];
    const links = quoteLinks(odd, 'pt', texts);
    const text = new URL(links.chat).searchParams.get('text') ?? '';
    expect(text).toContain('• Z-1 — Junta 😀 ñ 中文 &?#=+% × 3');
    expect(text).toContain('• RTL — صمام \u200F × 1');
    expect(links.mailto).not.toContain('+');
  });

  it('stops at the heading when not even one line fits', () => {
    const message = buildQuoteMessage(items, 'pt', texts, (text) => text.length < 80);
    expect(message).toEqual({ text: `${texts.heading}\n…e mais 4 itens`, omitted: 4 });
  });
});
