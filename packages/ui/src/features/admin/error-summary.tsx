import type { Ref } from 'react';
import { useId } from '../../lib/use-id';
import { ADMIN_TEXTS as T } from '../../i18n/locales/pt/admin';

export interface SummaryError {
  /** The invalid control's id. */
  fieldId: string;
  message: string;
}

/**
 * The errors of a refused submit at the top of a form (issue 17), each a link that moves focus
 * to its field. The form focuses it after a failed submit, so the administrator at 'Salvar'
 * sees and hears what is wrong.
 */
export function ErrorSummary({
  errors,
  ref,
}: {
  errors: readonly SummaryError[];
  ref: Ref<HTMLDivElement>;
}) {
  const titleId = useId();
  return (
    <div
      ref={ref}
      className="admin-error admin-error-summary"
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <p id={titleId}>{T.errorSummary(errors.length)}</p>
      <ul>
        {errors.map(({ fieldId, message }) => (
          <li key={fieldId}>
            <a
              href={`#${fieldId}`}
              onClick={(event) => {
                // Focus the control itself; a hash jump would only scroll the dialog.
                event.preventDefault();
                document.getElementById(fieldId)?.focus();
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
