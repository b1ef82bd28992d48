import { AdminApp } from '@castall/ui/admin';
import { useEffect, useMemo, useState } from 'react';
import type { CastallDesktopApi, DesktopSettings, TokenPersistence } from '../shared/desktop-api';
import { createDesktopPlatform } from './desktop-platform';
import { DesktopBar } from './DesktopBar';
import { ServerSettings } from './ServerSettings';
import { DESKTOP_TEXTS } from '@castall/ui/desktop-texts';
import { useOnline } from './use-online';
import { useServerStatus } from './use-server-status';

interface Loaded {
  settings: DesktopSettings;
  persistence: TokenPersistence;
}

/** The desktop shell: first-run server settings, then the shared admin screens (issue 6). */
export function DesktopApp({ desktop }: { desktop: CastallDesktopApi }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [editingServer, setEditingServer] = useState(false);

  useEffect(() => {
    void Promise.all([desktop.getSettings(), desktop.tokenPersistence()]).then(
      ([settings, persistence]) => setLoaded({ settings, persistence }),
    );
  }, [desktop]);

  if (loaded === null) {
    return (
      <p className="desktop-loading" role="status">
        {DESKTOP_TEXTS.loading}
      </p>
    );
  }
  const { settings, persistence } = loaded;
  if (!settings.serverUrlConfirmed || editingServer) {
    return (
      <ServerSettings
        desktop={desktop}
        currentUrl={settings.serverUrl}
        onCancel={settings.serverUrlConfirmed ? () => setEditingServer(false) : undefined}
      />
    );
  }
  return (
    <AdminShell
      desktop={desktop}
      serverUrl={settings.serverUrl}
      persistence={persistence}
      onChangeServer={() => setEditingServer(true)}
    />
  );
}

interface AdminShellProps {
  desktop: CastallDesktopApi;
  serverUrl: string;
  persistence: TokenPersistence;
  onChangeServer: () => void;
}

function AdminShell({ desktop, serverUrl, persistence, onChangeServer }: AdminShellProps) {
  const online = useOnline();
  const { status, retry } = useServerStatus(serverUrl, online);
  const platform = useMemo(() => createDesktopPlatform(desktop, serverUrl), [desktop, serverUrl]);
  return (
    <>
      <DesktopBar
        serverUrl={serverUrl}
        online={online}
        status={status}
        persistence={persistence}
        onChangeServer={onChangeServer}
        onRetry={retry}
      />
      {/* The app is one page at app://castall/, so the admin routes live in the hash. */}
      <AdminApp platform={platform} routing="hash" />
    </>
  );
}
