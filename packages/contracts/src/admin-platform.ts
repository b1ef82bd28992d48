/**
 * What the admin screens need from where they run (issue 5/6): the web /admin keeps its state
 * in the browser's local storage and calls the API on its own origin with the session cookie;
 * the Electron app keeps it in electron-store (through its preload API) and calls the
 * configured server with the bearer token. The screens only see this interface.
 */

/** Spec §3: the per-browser (per-install) login attempt record. */
export interface LoginAttemptRecord {
  count: number;
  /** Epoch ms until which the form stays locked; null when not locked. */
  lockoutUntil: number | null;
  /** Epoch ms of the first failure of the current series. */
  firstAttemptTime: number;
}

/** Spec §3 "Admin session": the token and the authenticated flag. */
export interface AdminStorage {
  getToken(): Promise<string | null>;
  /** null removes it (logout, a refused session, a 401). */
  setToken(token: string | null): Promise<void>;
  getAuthenticated(): Promise<boolean>;
  setAuthenticated(value: boolean): Promise<void>;
  getLoginAttempts(): Promise<LoginAttemptRecord | null>;
  /** null clears the record (success, or lockout expired). */
  setLoginAttempts(record: LoginAttemptRecord | null): Promise<void>;
  /**
   * The login device token (issue 38), where the platform keeps it itself: the desktop app. The
   * web leaves these out: its browser holds the token as an HttpOnly cookie.
   */
  getDeviceToken?(): Promise<string | null>;
  setDeviceToken?(token: string | null): Promise<void>;
}

export interface AdminPlatform {
  readonly storage: AdminStorage;
  /** Origin of the API, '' for the page's own origin (web); e.g. 'http://127.0.0.1:3000'. */
  readonly apiBaseUrl: string;
  /**
   * 'cookie': same-origin requests with the HttpOnly session cookie (web);
   * 'bearer': `Authorization: Bearer <token>` and no cookies (desktop).
   */
  readonly auth: 'cookie' | 'bearer';
  /**
   * The public site's address for the header's 'Ver o site' link (issue 17); undefined where
   * the admin runs outside the site (the desktop app has no site to go back to).
   */
  readonly siteUrl?: string;
  /** The clock of the lockout countdown; tests may replace it. Default: Date.now. */
  readonly now?: () => number;
}
