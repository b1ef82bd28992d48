import { createIsbotFromList, list } from 'isbot';

/**
 * isbot's patterns that name a browser driven by a program (a test runner, a headless browser)
 * rather than a crawler. Such a browser stands in for a visitor, with a visitor's languages;
 * a crawler that renders with one still names itself (Googlebot, bingbot…). Lighthouse stays a
 * crawler here: it audits the URL it is given, with whatever language its browser has.
 */
const AUTOMATED_BROWSERS = new Set(['headless', 'playwright', 'selenium', 'phantomjs']);

/** Whether a User-Agent is a crawler's, which gets each language's own URL and no redirect. */
export const isCrawler = createIsbotFromList(list.filter((p) => !AUTOMATED_BROWSERS.has(p)));
