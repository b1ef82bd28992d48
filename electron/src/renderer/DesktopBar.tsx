import type { TokenPersistence } from '../shared/desktop-api';
import type { ServerStatus } from './server-status';
import { DESKTOP_TEXTS } from '@castall/ui/desktop-texts';

export interface DesktopBarProps {
  serverUrl: string;
  online: boolean;
  status: ServerStatus;
  persistence: TokenPersistence;
  onChangeServer: () => void;
  onRetry: () => void;
}

/** The desktop shell's strip above the admin screens: server, network and storage notices. */
export function DesktopBar(props: DesktopBarProps) {
  const { serverUrl, online, status, persistence, onChangeServer, onRetry } = props;
  const problem =
    status === 'unreachable'
      ? DESKTOP_TEXTS.unreachable(serverUrl)
      : status === 'not-castall'
        ? DESKTOP_TEXTS.notCastall(serverUrl)
        : null;
  return (
    <header className="desktop-bar">
      <div className="desktop-bar__row">
        <span>
          {DESKTOP_TEXTS.serverLabel} <code>{serverUrl}</code>{' '}
          {online && (status === 'checking' || status === 'ok') && (
            <span className="desktop-bar__state" role="status">
              {status === 'ok' ? DESKTOP_TEXTS.connected : DESKTOP_TEXTS.checking}
            </span>
          )}
        </span>
        <button type="button" className="desktop-button--secondary" onClick={onChangeServer}>
          {DESKTOP_TEXTS.changeServer}
        </button>
      </div>
      {!online && (
        <p className="desktop-bar__notice desktop-bar__notice--offline" role="status">
          {DESKTOP_TEXTS.offline}
        </p>
      )}
      {online && problem !== null && (
        <div className="desktop-bar__notice desktop-bar__notice--error" role="alert">
          <p>{problem}</p>
          <button type="button" onClick={onRetry}>
            {DESKTOP_TEXTS.retry}
          </button>
        </div>
      )}
      {persistence === 'memory' && (
        <p className="desktop-bar__notice" role="note">
          {DESKTOP_TEXTS.memoryOnly}
        </p>
      )}
    </header>
  );
}
