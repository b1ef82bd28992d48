import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatCountdown } from '../lockout';
import { useAdminSession } from '../session';
import { ADMIN_TEXTS as T } from '../../../i18n/locales/pt/admin';
import { useDocumentTitle } from '../use-document-title';
import { useLockout } from './use-lockout';

/** The message of a failed login (spec §8), and whether it counts as a failed attempt. */
function loginFailure(err: unknown): { message: string; counts: boolean } {
  if (err instanceof ApiError && err.failure.kind === 'refused') {
    const { status, error } = err.failure;
    // The server's own answer is shown as it is: its lockout (429) or its refusal (200).
    if (status === 200) return { message: error ?? T.invalidCredentials, counts: true };
    if (status === 429 && error !== undefined) return { message: error, counts: true };
  }
  return { message: T.connectionError, counts: true };
}

/**
 * The login form (spec §2): username and password, with the per-browser lockout of §4. A
 * success sets the session authenticated; the session gate around it then moves on to /admin.
 */
export function LoginForm() {
  const { api, platform, now, signedIn } = useAdminSession();
  const lockout = useLockout(platform.storage, now);
  useDocumentTitle(T.loginTitle);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const locked = lockout.remaining > 0;
  const usernameField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  // While a login is sent the fields and the button are disabled, so focus falls to the page's
  // body; after a refusal it comes back to the emptied password, or a keyboard or screen reader
  // user would start over from the top of the page.
  const focusPasswordWhenEnabled = useRef(false);

  useEffect(() => {
    if (busy || locked || !focusPasswordWhenEnabled.current) return;
    focusPasswordWhenEnabled.current = false;
    passwordField.current?.focus();
  }, [busy, locked]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (locked) {
      setError(T.lockedSubmit(formatCountdown(lockout.remaining)));
      return;
    }
    if (username.trim() === '' || password === '') {
      setError(T.requiredCredentials);
      (username.trim() === '' ? usernameField : passwordField).current?.focus();
      return;
    }
    setBusy(true);
    setError('');
    try {
      const { storage } = platform;
      const device = (await storage.getDeviceToken?.()) ?? null;
      const { token, device: kept } = await api.login(username.trim(), password, device);
      if (kept !== undefined && kept !== device) await storage.setDeviceToken?.(kept);
      await lockout.clear();
      await signedIn(token);
    } catch (err) {
      const failure = loginFailure(err);
      const nowLocked = failure.counts && (await lockout.fail());
      setError(nowLocked ? T.lockoutReached : failure.message);
      setPassword('');
      focusPasswordWhenEnabled.current = !nowLocked;
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-login__card" onSubmit={(event) => void submit(event)} noValidate>
      <h1 className="admin-login__title">{T.loginTitle}</h1>
      {locked && (
        <div className="admin-login__locked" role="alert">
          <h2>{T.lockedTitle}</h2>
          <p>{error !== '' ? error : T.lockoutReached}</p>
          <p>
            {T.lockedRemaining}{' '}
            <span className="admin-login__countdown" aria-live="off">
              {formatCountdown(lockout.remaining)}
            </span>
          </p>
        </div>
      )}
      <label className="admin-field">
        <span>{T.username}</span>
        <input
          ref={usernameField}
          name="username"
          autoComplete="username"
          required
          value={username}
          disabled={locked || busy || !lockout.ready}
          onChange={(event) => setUsername(event.target.value)}
        />
      </label>
      <label className="admin-field">
        <span>{T.password}</span>
        <input
          ref={passwordField}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          disabled={locked || busy || !lockout.ready}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      {error !== '' && !locked && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      <button className="admin-button admin-button--primary" type="submit" disabled={busy}>
        {busy ? T.entering : T.enter}
      </button>
    </form>
  );
}
