import type { ReactNode } from 'react';

interface FormFieldProps {
  /** The id of the control inside, which the label points to. */
  id: string;
  label: string;
  /** Shown after the label, e.g. "(optional)". */
  hint?: string;
  required?: boolean;
  children: ReactNode;
}

/** A label above its control; required fields carry a visual asterisk (the control has `required`). */
export function FormField({ id, label, hint, required, children }: FormFieldProps) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
        {hint && <span className="form-field__hint"> {hint}</span>}
      </label>
      {children}
    </div>
  );
}
