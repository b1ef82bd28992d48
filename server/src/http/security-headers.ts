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

/**
 * Helmet with the site's policy. HSTS stays off: locally the server speaks plain http, and a
 * browser that saw HSTS for 127.0.0.1 would refuse it afterwards. In production the TLS proxy
 * in front adds Strict-Transport-Security.
 */
export function securityHeaders(): Middleware {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
    xPoweredBy: true,
  });
}
