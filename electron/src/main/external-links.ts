/**
 * Links that may leave the app for the system browser (security checklist #14/#15): https
 * only, and only to the chat app and maps the admin screens link to. Everything else is dropped.
 */
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
    (rule) => parsed.hostname === rule.host && parsed.pathname.startsWith(rule.pathPrefix),
  );
}
