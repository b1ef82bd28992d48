import { type FormEvent, type ReactNode } from 'react';
import { useId } from '../../lib/use-id';
import { useModal } from './use-modal';
import { ADMIN_TEXTS as T } from '../../i18n/locales/pt/admin';

interface Props {
  title: string;
  /** While true the dialog cannot be closed and the submit button reads 'Salvando...'. */
  saving: boolean;
  onSubmit: (event: FormEvent) => Promise<void>;
  onClose: () => void;
  /** Extra class on the `<dialog>`, e.g. `admin-dialog--narrow`. */
  className?: string;
  children: ReactNode;
}

/**
 * The admin's modal form: a `<dialog>` shown with showModal (focus trap, Esc, backdrop) while
 * mounted, a title with a close button, and 'Cancelar' / 'Salvar' at the foot.
 */
export function FormDialog({ title, saving, onSubmit, onClose, className, children }: Props) {
  const dialog = useModal();
  const titleId = useId();

  return (
    <dialog
      ref={dialog}
      className={className === undefined ? 'admin-dialog' : `admin-dialog ${className}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!saving) onClose();
      }}
    >
      <form className="admin-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <header className="admin-dialog__header">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="admin-dialog__close"
            aria-label={T.close}
            onClick={onClose}
            disabled={saving}
          >
            ×
          </button>
        </header>
        {children}
        <footer className="admin-dialog__footer">
          <button type="button" className="admin-button" onClick={onClose} disabled={saving}>
            {T.cancel}
          </button>
          <button type="submit" className="admin-button admin-button--primary" disabled={saving}>
            {saving ? T.saving : T.save}
          </button>
        </footer>
      </form>
    </dialog>
  );
}
