import type { ImportRecord } from '@castall/contracts';
import { useCallback, useEffect, useState } from 'react';
import { failureMessage, isUnauthorized } from '../../../lib/api-client';
import { ADMIN_TEXTS as T } from '../../../i18n/locales/pt/admin';
import { formatDateTime } from '../date-time';
import { useAdminSession } from '../session';
import { Notice, type AdminNotice } from '../notice';

interface Props {
  /** Open and loaded at once: CsvTools remounts the list after each applied import. */
  initiallyOpen: boolean;
  /** An import was undone: the catalogue changed. */
  onUndone: () => void;
  onUnauthorized: () => void;
}

type ImportsState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'list'; items: ImportRecord[] }
  | { kind: 'error'; text: string };

/** The last imports, each undoable as one step while no part it wrote changed since (issue 14). */
export function RecentImports({ initiallyOpen, onUndone, onUnauthorized }: Props) {
  const { api } = useAdminSession();
  const [open, setOpen] = useState(initiallyOpen);
  const [state, setState] = useState<ImportsState>({
    kind: initiallyOpen ? 'loading' : 'idle',
  });
  const [notice, setNotice] = useState<AdminNotice | null>(null);
  const [busy, setBusy] = useState(false);

  const fetchImports = useCallback(async (): Promise<ImportsState> => {
    try {
      return { kind: 'list', items: await api.recentImports() };
    } catch (err) {
      if (isUnauthorized(err)) onUnauthorized();
      const text = failureMessage(err, { refused: T.importsError, network: T.importsError });
      return { kind: 'error', text };
    }
  }, [api, onUnauthorized]);

  const load = useCallback(async () => {
    setState(await fetchImports());
  }, [fetchImports]);

  useEffect(() => {
    if (!initiallyOpen) return;
    let current = true;
    void fetchImports().then((next) => {
      if (current) setState(next);
    });
    return () => {
      current = false;
    };
  }, [initiallyOpen, fetchImports]);

  async function undo(record: ImportRecord) {
    if (!window.confirm(T.undoConfirm)) return;
    setBusy(true);
    setNotice(null);
    try {
      await api.undoImport(record.id);
      setNotice({ kind: 'ok', text: T.importUndoneNotice });
      onUndone();
    } catch (err) {
      if (isUnauthorized(err)) onUnauthorized();
      else
        setNotice({
          kind: 'error',
          text: failureMessage(err, { refused: T.importsError, network: T.importsError }),
        });
    } finally {
      setBusy(false);
      await load();
    }
  }

  return (
    <details
      className="admin-history admin-imports"
      open={open}
      onToggle={(event) => {
        const isOpen = event.currentTarget.open;
        setOpen(isOpen);
        if (isOpen && state.kind === 'idle') {
          setState({ kind: 'loading' });
          void load();
        }
      }}
    >
      <summary>{T.importsTitle}</summary>
      <Notice notice={notice} />
      {state.kind === 'loading' && <p role="status">{T.loading}</p>}
      {state.kind === 'error' && (
        <p className="admin-error" role="alert">
          {state.text}
        </p>
      )}
      {state.kind === 'list' && state.items.length === 0 && <p>{T.importsEmpty}</p>}
      {state.kind === 'list' && state.items.length > 0 && (
        <ol>
          {state.items.map((record) => {
            const summary = T.importSummary(
              formatDateTime(record.at),
              record.by,
              record.created,
              record.updated,
            );
            return (
              <li key={record.id}>
                {summary}{' '}
                {record.undoneAt === undefined ? (
                  <button
                    type="button"
                    className="admin-button"
                    disabled={busy}
                    aria-label={`${T.undoImport}: ${summary}`}
                    onClick={() => void undo(record)}
                  >
                    {T.undoImport}
                  </button>
                ) : (
                  <em>{T.importUndone(formatDateTime(record.undoneAt))}</em>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </details>
  );
}
