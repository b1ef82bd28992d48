import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import type { SessionStore } from '../store/types';

/**
 * OWASP's "slow brute-force protection using device cookies" (issue 38). A browser (or the
 * desktop app) that logged in gets a device token bound to the username and signed by the
 * server: `<random id>.<HMAC(secret, username + id)>`. An attempt presenting a valid token for
 * the username it tries is counted on that token alone, so other clients' failures (the
 * username's lock, the address limit) never refuse it; a missing, made-up or tampered token
 * counts as none. Browsers keep it as a cookie; the desktop app sends it back in the form
 * field `device` (or the `Castall-Device` header), and reads it from that answer header.
 */
export const DEVICE_COOKIE = 'castall.device';
export const DEVICE_HEADER = 'castall-device';
export const DEVICE_FIELD = 'device';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

// The secret lives in the shared store, beside the sessions (the server keeps no other keys:
// the session cookie is unsigned), under an id no session id can take (those are base64url):
// stable across restarts and across the servers behind a proxy, and never in the repository.
export const DEVICE_SECRET_RECORD = 'castall:device-secret';
// Never expires, yet a valid Date for MongoDB's TTL index (Number.MAX_SAFE_INTEGER is not).
export const DEVICE_SECRET_EXPIRES_AT = Date.UTC(9999, 0, 1);

const COOKIE_OPTIONS = {
  httpOnly: true,
  sameSite: 'strict',
  path: '/',
  maxAge: ONE_YEAR_MS,
  overwrite: true,
  signed: false,
} as const;

export class DeviceTokens {
  private secret: Promise<Buffer> | undefined;

  constructor(private readonly sessions: SessionStore) {}

  private key(): Promise<Buffer> {
    this.secret ??= this.loadSecret().catch((err: unknown) => {
      this.secret = undefined;
      throw err;
    });
    return this.secret;
  }

  private async loadSecret(): Promise<Buffer> {
    const stored = await this.sessions.get(DEVICE_SECRET_RECORD);
    const value = stored?.data.secret;
    if (typeof value === 'string' && value.length >= 43) return Buffer.from(value, 'base64url');
    await this.sessions.set(DEVICE_SECRET_RECORD, {
      data: { secret: randomBytes(32).toString('base64url') },
      expiresAt: DEVICE_SECRET_EXPIRES_AT,
    });
    // Two servers starting at once: whichever wrote last is the one every server reads.
    const written = await this.sessions.get(DEVICE_SECRET_RECORD);
    const secret = written?.data.secret;
    if (typeof secret !== 'string') throw new Error('The device secret could not be stored');
    return Buffer.from(secret, 'base64url');
  }

  private async sign(username: string, id: string): Promise<string> {
    return createHmac('sha256', await this.key())
      .update(`${username.toLowerCase()}\n${id}`)
      .digest('base64url');
  }

  /** A new token for `username`. */
  async issue(username: string): Promise<string> {
    const id = randomBytes(16).toString('base64url');
    return `${id}.${await this.sign(username, id)}`;
  }

  /** The token's id when it is one this server signed for `username`; else undefined. */
  async verify(username: string, token: string | undefined): Promise<string | undefined> {
    const match = token === undefined ? null : TOKEN_PATTERN.exec(token);
    if (match === null) return undefined;
    const [, id = '', mac = ''] = match;
    const expected = Buffer.from(await this.sign(username, id));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
  }
}

/** The device token a request presents: form field, header, or cookie, in that order. */
export function presentedDeviceToken(
  ctx: Context,
  fields: Readonly<Record<string, string | undefined>>,
): string | undefined {
  return (fields[DEVICE_FIELD] ?? ctx.get(DEVICE_HEADER)) || ctx.cookies.get(DEVICE_COOKIE);
}

/** Hands the client its token: as a cookie (browsers) and an answer header (the desktop app). */
export function giveDeviceToken(ctx: Context, token: string): void {
  ctx.cookies.set(DEVICE_COOKIE, token, COOKIE_OPTIONS);
  ctx.set(DEVICE_HEADER, token);
}
