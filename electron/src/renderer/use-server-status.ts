import { useCallback, useEffect, useState } from 'react';
import { checkServer, type ServerStatus } from './server-status';

/** Checks the configured server once on start (and on retry, or when the network returns). */
export function useServerStatus(serverUrl: string, online: boolean) {
  const [status, setStatus] = useState<ServerStatus>('checking');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    void checkServer(serverUrl, controller.signal).then((result) => {
      if (!controller.signal.aborted) setStatus(result);
    });
    return () => controller.abort();
  }, [serverUrl, online, attempt]);

  const retry = useCallback(() => {
    setStatus('checking');
    setAttempt((value) => value + 1);
  }, []);
  return { status, retry };
}
