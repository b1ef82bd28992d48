/**
 * The renderer's Content-Security-Policy (electronjs.org security checklist #7). Scripts and
 * styles come only from the app bundle; the network is the configured server only (API calls
 * and part images), so an injected script could neither load code nor send data elsewhere.
 */
export function buildRendererCsp(serverOrigin: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob: ${serverOrigin}`,
    "font-src 'self'",
    `connect-src ${serverOrigin}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}
