/**
 * "1.234,56", "R$ 1.234,56", "1234,56" and "1234.56" all mean 1234.56 (what an administrator
 * types and what Excel writes in a Brazilian locale); an empty field means 0. Undefined when
 * the text is not such a price (the ceiling is the field rule's: part-field-rules.ts).
 */
export function parsePrice(raw: string): number | undefined {
  const text = raw.trim().replace(/^R\$\s*/, '');
  if (text === '') return 0;
  const normalised = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return undefined;
  return Number(normalised);
}

/** A whole, non-negative stock; an empty field means 0. */
export function parseStock(raw: string): number | undefined {
  const text = raw.trim();
  if (text === '') return 0;
  if (!/^\d+$/.test(text)) return undefined;
  return Number(text);
}
