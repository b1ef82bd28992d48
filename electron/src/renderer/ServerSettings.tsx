import { useId, useState, type FormEvent } from 'react';
import type { CastallDesktopApi } from '../shared/desktop-api';
import { checkServerUrl } from '../shared/server-url';
import { DESKTOP_TEXTS } from '@castall/ui/desktop-texts';

export interface ServerSettingsProps {
  desktop: CastallDesktopApi;
  currentUrl: string;
  /** Shown only when an address was already confirmed (not on the first run). */
  onCancel?: () => void;
}

/**
 * The server address screen, reachable before login (first run, or "Alterar servidor"). The
 * address is checked here for a quick message and again in the main process, which stores it.
 * Saving reloads the window, so the page's CSP (made by main) follows the new server.
 */
export function ServerSettings({ desktop, currentUrl, onCancel }: ServerSettingsProps) {
  const [url, setUrl] = useState(currentUrl);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = checkServerUrl(url);
    if (!local.ok) {
      setError(local.error);
      return;
    }
    setSaving(true);
    const answer = await desktop.setServerUrl(local.origin);
    if (!answer.ok) {
      setSaving(false);
      setError(answer.error);
      return;
    }
    window.location.reload();
  };

  return (
    <main className="desktop-settings">
      <form className="desktop-settings__card" onSubmit={(event) => void submit(event)} noValidate>
        <h1>{DESKTOP_TEXTS.settingsTitle}</h1>
        <p>{DESKTOP_TEXTS.settingsIntro}</p>
        <label htmlFor={inputId}>{DESKTOP_TEXTS.serverUrl}</label>
        <input
          id={inputId}
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          required
          value={url}
          aria-invalid={error !== null}
          aria-describedby={error === null ? undefined : errorId}
          onChange={(event) => setUrl(event.target.value)}
        />
        {error !== null && (
          <p id={errorId} className="desktop-settings__error" role="alert">
            {error}
          </p>
        )}
        <div className="desktop-settings__actions">
          {onCancel !== undefined && (
            <button type="button" className="desktop-button--secondary" onClick={onCancel}>
              {DESKTOP_TEXTS.cancel}
            </button>
          )}
          <button type="submit" disabled={saving}>
            {DESKTOP_TEXTS.save}
          </button>
        </div>
      </form>
    </main>
  );
}
