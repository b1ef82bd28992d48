import type { ChangeEntry, FieldChange } from '@castall/contracts';
import { useState } from 'react';
import { useId } from '../../../lib/use-id';
import type { AdminPart } from '../admin-api';
import { failureMessage, isUnauthorized } from '../../../lib/api-client';
import { ADMIN_TEXTS as T } from '../../../i18n/locales/pt/admin';
import { formatDateTime } from '../date-time';
import { useAdminSession } from '../session';
import { fieldLabel } from './part-form-values';
import { isSameAsCurrent } from './history-versions';

interface Props {
  partId: string;
  /** The part's version the form shows: a restore based on another one is refused (409). */
  version: number | undefined;
  /** The part as a restore left it; the form shows it and the history reloads. */
  onRestored: (part: AdminPart) => void;
  onUnauthorized: () => void;
}

type HistoryState =
  | { kind: 'closed' }
  | { kind: 'loading' }
  | { kind: 'list'; entries: ChangeEntry[]; notice?: { ok: boolean; text: string } }
  | { kind: 'error'; text: string };

/** Prices as the admin reads them (`2.190,50`, the label says R$), stock with grouping. */
const PRICE = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const COUNT = new Intl.NumberFormat('pt-BR');

function valueText(field: FieldChange['field'], value: FieldChange['from']): string {
  if (value === null || value === '') return T.emptyValue;
  if (typeof value === 'number') return (field === 'preco' ? PRICE : COUNT).format(value);
  return value;
}

function changeText({ field, from, to }: FieldChange): string {
  const label = field === 'imagem' ? T.image : fieldLabel(field);
  return from === null
    ? `${label}: ${valueText(field, to)}`
    : `${label}: ${valueText(field, from)} → ${valueText(field, to)}`;
}

/**
 * The part's change history in the edit form (issue 14): who, when, what, and each field's old
 * and new value. Loaded when first opened, so the form itself opens without waiting for it.
 */
export function PartHistory({ partId, version, onRestored, onUnauthorized }: Props) {
  const { api } = useAdminSession();
  const [state, setState] = useState<HistoryState>({ kind: 'closed' });
  const [restoring, setRestoring] = useState(false);
  const hintId = useId();

  async function load(notice?: { ok: boolean; text: string }) {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'list', entries: await api.partHistory(partId), notice });
    } catch (err) {
      if (isUnauthorized(err)) onUnauthorized();
      else
        setState({
          kind: 'error',
          text: failureMessage(err, { refused: T.historyError, network: T.historyError }),
        });
    }
  }

  /** 'Restaurar esta versão': the part as right after entry `index` (oldest first). */
  async function restore(entry: ChangeEntry, index: number) {
    if (version === undefined || state.kind !== 'list') return;
    if (!window.confirm(T.restoreVersionConfirm(formatDateTime(entry.at)))) return;
    setRestoring(true);
    try {
      const part = await api.restoreVersion(partId, index, version);
      onRestored(part);
      await load({ ok: true, text: T.versionRestored });
    } catch (err) {
      if (isUnauthorized(err)) {
        onUnauthorized();
        return;
      }
      const text = failureMessage(err, {
        refused: T.restoreVersionError,
        network: T.saveNetworkError,
      });
      setState({ ...state, notice: { ok: false, text } });
    } finally {
      setRestoring(false);
    }
  }

  return (
    <details
      className="admin-history"
      onToggle={(event) => {
        if (event.currentTarget.open && state.kind === 'closed') void load();
      }}
    >
      <summary>{T.history}</summary>
      {state.kind === 'loading' && <p role="status">{T.loading}</p>}
      {state.kind === 'error' && (
        <p className="admin-error" role="alert">
          {state.text}
        </p>
      )}
      {state.kind === 'list' && state.notice !== undefined && (
        <p
          className={state.notice.ok ? 'admin-notice' : 'admin-error'}
          role={state.notice.ok ? 'status' : 'alert'}
        >
          {state.notice.text}
        </p>
      )}
      {state.kind === 'list' && state.entries.length === 0 && <p>{T.historyEmpty}</p>}
      {state.kind === 'list' && state.entries.length > 0 && (
        <p id={hintId} className="admin-history__hint">
          {T.restoreVersionHint}
        </p>
      )}
      {state.kind === 'list' && state.entries.length > 0 && (
        <ol>
          {state.entries
            .map((entry, index) => ({ entry, index }))
            .reverse()
            .map(({ entry, index }) => (
              <li key={`${index}-${entry.at}-${entry.action}`}>
                {T.historyEntry(formatDateTime(entry.at), entry.by, T.historyActions[entry.action])}
                {/* A creation's values are the form itself: only later changes are listed. */}
                {entry.action !== 'create' && entry.changes.length > 0 && (
                  <ul>
                    {entry.changes.map((change) => (
                      <li key={change.field}>{changeText(change)}</li>
                    ))}
                  </ul>
                )}
                {/* The newest entry is the part as the form shows it: nothing to restore, so
                    the first button of the list is always the previous version. */}
                <div className="admin-history__actions">
                  {index === state.entries.length - 1 ? (
                    <span className="admin-history__current">{T.currentVersion}</span>
                  ) : isSameAsCurrent(state.entries, index) ? (
                    // Restoring it would change nothing (the server refuses it): said, not offered.
                    <span className="admin-history__current">{T.sameAsCurrentVersion}</span>
                  ) : (
                    <button
                      type="button"
                      className="admin-button"
                      aria-describedby={hintId}
                      disabled={restoring || version === undefined}
                      onClick={() => void restore(entry, index)}
                    >
                      {T.restoreVersion}
                    </button>
                  )}
                </div>
              </li>
            ))}
        </ol>
      )}
    </details>
  );
}
