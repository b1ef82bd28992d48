import { memo } from 'react';
import type { AdminPart } from '../admin-api';
import { ADMIN_TEXTS as T } from '../../../i18n/locales/pt/admin';
import { PartThumbnail } from './PartThumbnail';

interface Props {
  items: readonly AdminPart[];
  apiBaseUrl: string;
  /** False for the sample parts, which exist on no server. */
  editable: boolean;
  onEdit: (part: AdminPart) => void;
  onDelete: (part: AdminPart) => void;
}

/**
 * Spec §2: Imagem, Nome (PT), Código, Categoria, Ações; the thumbnail or '-'. On a phone the
 * stylesheet lays each row out as a card (issue 17), so the table stays one table everywhere.
 */
export const PartsTable = memo(function PartsTable({
  items,
  apiBaseUrl,
  editable,
  onEdit,
  onDelete,
}: Props) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--parts" aria-label={T.partsTable}>
        <thead>
          <tr>
            <th scope="col">{T.columns.image}</th>
            <th scope="col">{T.columns.name}</th>
            <th scope="col">{T.columns.code}</th>
            <th scope="col">{T.columns.category}</th>
            <th scope="col">{T.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {/* Keyed by part, not by position: a row's buttons must never start naming another
              part while a click or a keyboard focus is on them (a reload landing under a click
              once deleted the wrong part). Costs a page change its row reuse (paging bench). */}
          {items.map((part) => (
            <tr key={part.id}>
              <td className="admin-table__image">
                {part.imagem === '' ? (
                  '-'
                ) : (
                  <PartThumbnail imagem={part.imagem} apiBaseUrl={apiBaseUrl} />
                )}
              </td>
              <td className="admin-table__name">{part.nome_pt}</td>
              <td className="admin-table__code">{part.codigo}</td>
              <td className="admin-table__category">{part.categoria}</td>
              <td className="admin-table__actions">
                <button
                  type="button"
                  className="admin-button"
                  disabled={!editable}
                  aria-label={`${T.edit} ${part.codigo}`}
                  onClick={() => onEdit(part)}
                >
                  {T.edit}
                </button>
                <button
                  type="button"
                  className="admin-button admin-button--danger"
                  disabled={!editable}
                  aria-label={`${T.remove} ${part.codigo}`}
                  onClick={() => onDelete(part)}
                >
                  {T.remove}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
