import { type ReactNode } from 'react';
import { useId } from '../../lib/use-id';
import { useModal } from './use-modal';
import { ADMIN_TEXTS as T } from '../../i18n/locales/pt/admin';

interface Props {
  title: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A modal `<dialog>` without a form (the trash): shown with showModal while mounted, so it
 * traps focus and closes on Esc, with a title and a close button.
 */
export function ModalDialog({ title, onClose, className, children }: Props) {
  const dialog = useModal();
  const titleId = useId();

  return (
    <dialog
      ref={dialog}
      className={className === undefined ? 'admin-dialog' : `admin-dialog ${className}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header className="admin-dialog__header">
        <h2 id={titleId}>{title}</h2>
        <button
          type="button"
          className="admin-dialog__close"
          aria-label={T.close}
          onClick={onClose}
        >
          ×
        </button>
      </header>
      <div className="admin-dialog__body">{children}</div>
    </dialog>
  );
}
