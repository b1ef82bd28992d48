import type { TrashedListedPart } from '@castall/contracts';
import { useCallback, useEffect, useState } from 'react';
import { failureMessage, isUnauthorized } from '../../../lib/api-client';
import { ADMIN_TEXTS as T } from '../../../i18n/locales/pt/admin';
import { formatDateTime } from '../date-time';
import { ModalDialog } from '../modal-dialog';
import { useAdminSession } from '../session';
import { Notice, type AdminNotice } from '../notice';

interface Props {
  /** A part came back: the list behind the dialog must show it. */
  onRestored: () => void;
  onClose: () => void;
  onUnauthorized: () => void;
}

type TrashState =
  | { kind: 'loading' }
  | { kind: 'list'; items: TrashedListedPart[] }
  | { kind: 'error'; text: string };

/** 'Lixeira' (issue 14): deleted parts for 30 days, to restore or delete for good. */
export function TrashDialog({ onRestored, onClose, onUnauthorized }: Props) {
  const { api } = useAdminSession();
  const [state, setState] = useState<TrashState>({ kind: 'loading' });
  const [notice, setNotice] = useState<AdminNotice | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const fail = useCallback(
    (err: unknown, fallback: string) => {
      if (isUnauthorized(err)) onUnauthorized();
      else
        setNotice({
          kind: 'error',
          text: failureMessage(err, { refused: fallback, network: fallback }),
        });
    },
    [onUnauthorized],
  );

  const fetchTrash = useCallback(async (): Promise<TrashState> => {
    try {
      return { kind: 'list', items: await api.trashedParts() };
    } catch (err) {
      if (isUnauthorized(err)) onUnauthorized();
      const text = failureMessage(err, { refused: T.trashError, network: T.trashError });
      return { kind: 'error', text };
    }
  }, [api, onUnauthorized]);

  useEffect(() => {
    let current = true;
    void fetchTrash().then((next) => {
      if (current) setState(next);
    });
    return () => {
      current = false;
    };
  }, [fetchTrash]);

  async function act(part: TrashedListedPart, action: 'restore' | 'purge') {
    if (action === 'purge' && !window.confirm(T.purgeConfirm)) return;
    setBusyId(part.id);
    setNotice(null);
    try {
      if (action === 'restore') {
        await api.restorePart(part.id);
        onRestored();
      } else {
        await api.purgePart(part.id);
      }
      setNotice({ kind: 'ok', text: action === 'restore' ? T.restored : T.purged });
      setState(await fetchTrash());
    } catch (err) {
      fail(err, T.trashActionError);
      setState(await fetchTrash());
    } finally {
      setBusyId(null);
    }
  }

  return (
    <ModalDialog title={T.trashTitle} onClose={onClose}>
      <p className="admin-hint">{T.trashHint}</p>
      <Notice notice={notice} />
      {state.kind === 'loading' && (
        <p className="admin-loading" role="status">
          {T.loading}
        </p>
      )}
      {state.kind === 'error' && (
        <p className="admin-error" role="alert">
          {state.text}
        </p>
      )}
      {state.kind === 'list' && state.items.length === 0 && <p>{T.trashEmpty}</p>}
      {state.kind === 'list' && state.items.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--trash" aria-label={T.trashTable}>
            <thead>
              <tr>
                <th scope="col">{T.trashColumns.name}</th>
                <th scope="col">{T.trashColumns.code}</th>
                <th scope="col">{T.trashColumns.deleted}</th>
                <th scope="col">{T.trashColumns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {state.items.map((part) => (
                <tr key={part.id}>
                  <td className="admin-table__name">{part.nome_pt}</td>
                  <td className="admin-table__code">{part.codigo}</td>
                  <td>
                    {T.trashDeletedBy(formatDateTime(part.trashedAt), part.trashedBy)}
                    <br />
                    <small>{T.trashPurgeOn(formatDateTime(part.purgeAt))}</small>
                  </td>
                  <td className="admin-table__actions">
                    <button
                      type="button"
                      className="admin-button"
                      disabled={busyId !== null}
                      aria-label={`${T.restore} ${part.codigo}`}
                      onClick={() => void act(part, 'restore')}
                    >
                      {T.restore}
                    </button>
                    <button
                      type="button"
                      className="admin-button admin-button--danger"
                      disabled={busyId !== null}
                      aria-label={`${T.purge} ${part.codigo}`}
                      onClick={() => void act(part, 'purge')}
                    >
                      {T.purge}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ModalDialog>
  );
}
