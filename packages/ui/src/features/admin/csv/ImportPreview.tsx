import type { ImportAnswerFields } from '@castall/contracts';
import { ADMIN_TEXTS as T } from '../../../i18n/locales/pt/admin';

/** The plan of an import: counts, then the rows that are new, changed or refused and why. */
export function ImportPreview({ answer }: { answer: ImportAnswerFields }) {
  return (
    <div className="admin-csv__preview" role="status">
      <p className="admin-csv__state">{answer.applied ? T.csvApplied : T.csvDryRun}</p>
      <p className="admin-csv__summary">{T.csvSummary(answer.summary)}</p>
      {answer.rows.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table admin-csv__rows" aria-label={T.csvRowsTable}>
            <thead>
              <tr>
                <th scope="col">{T.csvColumns.line}</th>
                <th scope="col">{T.csvColumns.code}</th>
                <th scope="col">{T.csvColumns.action}</th>
                <th scope="col">{T.csvColumns.details}</th>
              </tr>
            </thead>
            <tbody>
              {answer.rows.map((row) => (
                <tr key={row.line} data-action={row.action}>
                  <td>{row.line}</td>
                  <td>{row.codigo}</td>
                  <td>{T.csvActions[row.action]}</td>
                  <td>{(row.action === 'error' ? row.errors : row.changes)?.join(' ') ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {answer.truncated && <p>{T.csvTruncated}</p>}
    </div>
  );
}
