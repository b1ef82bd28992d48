import { useRef, useState } from 'react';
import { useId } from '../../../lib/use-id';
import type { ImportAnswerFields } from '@castall/contracts';
import { failureMessage, isUnauthorized } from '../../../lib/api-client';
import { useAdminSession } from '../session';
import { ADMIN_TEXTS as T } from '../../../i18n/locales/pt/admin';
import { ImportPreview } from './ImportPreview';
import { RecentImports } from './RecentImports';

interface Props {
  /** The catalogue changed (an import was applied): reload the list. */
  onImported: () => void;
  onUnauthorized: () => void;
}

/** Export of the catalogue as CSV, and import with a dry-run preview before any write. */
export function CsvTools({ onImported, onUnauthorized }: Props) {
  const { api } = useAdminSession();
  const fileInputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<ImportAnswerFields | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [appliedCount, setAppliedCount] = useState(0);

  function handle(err: unknown, fallback: string) {
    if (isUnauthorized(err)) onUnauthorized();
    else setError(failureMessage(err, { refused: fallback, network: fallback }));
  }

  async function exportCsv() {
    setError('');
    try {
      const { blob, filename } = await api.exportCsv();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      link.click();
      // Revoked later: the download starts asynchronously from the click.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (err) {
      handle(err, T.csvExportError);
    }
  }

  async function runImport(apply: boolean) {
    if (!file) return;
    setBusy(true);
    setError('');
    try {
      const result = await api.importCsv(file, apply);
      setAnswer(result);
      if (result.applied) {
        onImported();
        setAppliedCount((count) => count + 1);
        setFile(null);
        if (input.current) input.current.value = '';
      }
    } catch (err) {
      handle(err, T.csvError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-csv" aria-labelledby={`${fileInputId}-title`}>
      <h2 id={`${fileInputId}-title`}>{T.csvTitle}</h2>
      <div className="admin-csv__actions">
        <button type="button" className="admin-button" onClick={() => void exportCsv()}>
          {T.csvExport}
        </button>
        <label className="admin-field admin-csv__file" htmlFor={fileInputId}>
          <span>{T.csvFile}</span>
        </label>
        <input
          id={fileInputId}
          ref={input}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setAnswer(null);
          }}
        />
        <button
          type="button"
          className="admin-button"
          disabled={!file || busy}
          onClick={() => void runImport(false)}
        >
          {busy ? T.csvWorking : T.csvPreview}
        </button>
        {answer && !answer.applied && file && (
          <button
            type="button"
            className="admin-button admin-button--primary"
            disabled={busy || answer.summary.new + answer.summary.changed === 0}
            onClick={() => void runImport(true)}
          >
            {T.csvApply}
          </button>
        )}
      </div>
      {error !== '' && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {answer && <ImportPreview answer={answer} />}
      <RecentImports
        key={appliedCount}
        initiallyOpen={appliedCount > 0}
        onUndone={onImported}
        onUnauthorized={onUnauthorized}
      />
    </section>
  );
}
