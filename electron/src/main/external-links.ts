/**
 * Links that may leave the app for the system browser (security checklist #14/#15): https
 * only, and only to the chat app and maps the admin screens link to. Everything else is dropped.
 */
// Hosts are compared for equality with the parsed (lower-cased, punycoded) hostname, never by
// suffix, so `evilwa.me` and `wa.me.evil.example` fail.
const ALLOWED: readonly { host: string; pathPrefix: string }[] = [
  { host: 'wa.me', pathPrefix: '/' },
  { host: 'api.whatsapp.com', pathPrefix: '/' },
  { host: 'maps.google.com', pathPrefix: '/' },
  { host: 'www.google.com', pathPrefix: '/maps' },
];

export function isAllowedExternalUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username !== '' || parsed.password !== '') {
    return false;
  }
  if (parsed.port !== '') return false;
  return ALLOWED.some(
    (rule) => parsed.hostname === rule.host && isUnderPath(parsed.pathname, rule.pathPrefix),
  );
}

/** `/maps` and `/maps/...` are under `/maps`; `/mapsevil` is not. */
function isUnderPath(pathname: string, prefix: string): boolean {
  if (prefix.endsWith('/')) return pathname.startsWith(prefix);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
