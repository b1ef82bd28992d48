import type { ReactNode } from 'react';

/** What a field's control needs to be tied to its label and its own error message. */
export interface FieldControlProps {
  id: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface Props {
  /** The control's id; the error message is `${id}-error`, the summary links to `#${id}`. */
  id: string;
  label: string;
  required?: boolean;
  /** The field's error sentence, shown under the control; undefined when the field is valid. */
  error: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/** The id of a field's error message, for the control's aria-describedby. */
export const errorIdOf = (id: string) => `${id}-error`;

/**
 * A labelled admin form field (issue 17): a visible '*' on required fields (hidden from
 * assistive tech, which gets `required` instead) and the field's error right under it.
 */
export function FormField({ id, label, required = false, error, children }: Props) {
  const errorId = errorIdOf(id);
  return (
    <div className="admin-field">
      {/* The '*' sits outside the label, so the field's name stays the label's text. */}
      <span className="admin-field__label">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span className="admin-field__required" aria-hidden="true">
            *
          </span>
        )}
      </span>
      {children({
        id,
        required,
        'aria-invalid': error === undefined ? undefined : true,
        'aria-describedby': error === undefined ? undefined : errorId,
      })}
      {error !== undefined && (
        <p id={errorId} className="admin-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
