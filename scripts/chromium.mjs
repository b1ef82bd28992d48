import { existsSync } from 'node:fs';

/** Debian's Chromium; Playwright cannot download its own browser on these machines. */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Flags for a headless Chromium that talks to nothing but the page under test. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
