import type { Middleware } from 'koa';
import helmet from 'koa-helmet';

/**
 * The site's Content-Security-Policy, one directive per key. Shared with the Electron shell so
 * the desktop window enforces the same policy as the web server.
 *
 * - styles allow 'unsafe-inline' because React sets `style` attributes (parallax, slider);
 * - frame-src admits the embedded Google map on the contact page;
 * - form-action admits formsubmit.co, the external service the contact form posts to;
 * - no upgrade-insecure-requests: the server itself runs on plain http on 127.0.0.1.
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'"],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ['https://www.google.com', 'https://maps.google.com'],
  'form-action': ["'self'", 'https://formsubmit.co'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'self'"],
} as const satisfies Record<string, readonly string[]>;

/** The policy as a header value, serialised the way helmet writes it (`;` between directives). */
export const CONTENT_SECURITY_POLICY: string = Object.entries(CSP_DIRECTIVES)
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join(';');

export interface SecurityOptions {
  /**
   * CSP sources (`'sha256-…'`) of the scripts the site build inlined in the public pages; the
   * only inline scripts allowed. Default: none.
   */
  inlineScriptHashes?: readonly string[];
}

/**
 * Helmet with the site's policy. HSTS stays off: locally the server speaks plain http, and a
 * browser that saw HSTS for 127.0.0.1 would refuse it afterwards. In production the TLS proxy
 * in front adds Strict-Transport-Security.
 */
export function securityHeaders({ inlineScriptHashes = [] }: SecurityOptions = {}): Middleware {
  const directives = {
    ...CSP_DIRECTIVES,
    'script-src': [...CSP_DIRECTIVES['script-src'], ...inlineScriptHashes],
  };
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
    xPoweredBy: true,
  });
}
