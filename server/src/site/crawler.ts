import { createIsbotFromList, isbotPatterns, list } from 'isbot';

/**
 * isbot's patterns that name a browser driven by a program (a test runner, a headless browser)
 * rather than a crawler. Such a browser stands in for a visitor, with a visitor's languages;
 * a crawler that renders with one still names itself (Googlebot, bingbot…). Lighthouse stays a
 * crawler here: it audits the URL it is given, with whatever language its browser has.
 */
const AUTOMATED_BROWSERS = ['headless', 'playwright', 'selenium', 'phantomjs'];

/**
 * User-Agents of plain HTTP clients (curl, Node's fetch, a test runner's request API…). isbot
 * counts them as bots because they are not browsers, but they do not index anything: one that
 * sends Accept-Language asks for that language and is answered like a browser. The patterns
 * that match them are taken from isbot's own list, so an update of the list keeps this true.
 */
const PLAIN_HTTP_CLIENTS = [
  'node',
  'undici',
  'curl/8.5.0',
  'Wget/1.21.3',
  'python-requests/2.32.3',
  'axios/1.7.9',
  'Go-http-client/1.1',
  'okhttp/4.12.0',
  'Java/17.0.2',
  'Playwright/1.57.0 (x64; debian 12) node/20.20 CI/1',
];

const NOT_CRAWLER_PATTERNS = new Set([
  ...AUTOMATED_BROWSERS,
  ...PLAIN_HTTP_CLIENTS.flatMap((userAgent) => isbotPatterns(userAgent)),
]);

/** Whether a User-Agent is a crawler's, which gets each language's own URL and no redirect. */
export const isCrawler = createIsbotFromList(list.filter((p) => !NOT_CRAWLER_PATTERNS.has(p)));
