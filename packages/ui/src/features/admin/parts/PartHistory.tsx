import type { ChangeEntry, FieldChange } from '@castall/contracts';
import { useState } from 'react';
import { failureMessage, isUnauthorized } from '../../../lib/api-client';
import { ADMIN_TEXTS as T } from '../../../i18n/locales/pt/admin';
import { formatDateTime } from '../date-time';
import { useAdminSession } from '../session';
import { fieldLabel } from './part-form-values';

interface Props {
  partId: string;
  onUnauthorized: () => void;
}

type HistoryState =
  | { kind: 'closed' }
  | { kind: 'loading' }
  | { kind: 'list'; entries: ChangeEntry[] }
  | { kind: 'error'; text: string };

function valueText(value: FieldChange['from']): string {
  return value === null || value === '' ? T.emptyValue : String(value);
}

function changeText({ field, from, to }: FieldChange): string {
  const label = field === 'imagem' ? T.image : fieldLabel(field);
  return from === null
    ? `${label}: ${valueText(to)}`
    : `${label}: ${valueText(from)} → ${valueText(to)}`;
}

/**
 * The part's change history in the edit form (issue 14): who, when, what, and each field's old
 * and new value. Loaded when first opened, so the form itself opens without waiting for it.
 */
export function PartHistory({ partId, onUnauthorized }: Props) {
  const { api } = useAdminSession();
  const [state, setState] = useState<HistoryState>({ kind: 'closed' });

  async function load() {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'list', entries: await api.partHistory(partId) });
    } catch (err) {
      if (isUnauthorized(err)) onUnauthorized();
      else
        setState({
          kind: 'error',
          text: failureMessage(err, { refused: T.historyError, network: T.historyError }),
        });
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
      {state.kind === 'list' && state.entries.length === 0 && <p>{T.historyEmpty}</p>}
      {state.kind === 'list' && state.entries.length > 0 && (
        <ol>
          {[...state.entries].reverse().map((entry) => (
            <li key={`${entry.at}-${entry.action}`}>
              {T.historyEntry(formatDateTime(entry.at), entry.by, T.historyActions[entry.action])}
              {/* A creation's values are the form itself: only later changes are listed. */}
              {entry.action !== 'create' && entry.changes.length > 0 && (
                <ul>
                  {entry.changes.map((change) => (
                    <li key={change.field}>{changeText(change)}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
