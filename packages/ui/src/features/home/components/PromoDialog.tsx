import { useEffect, useRef, type MouseEvent } from 'react';
import { useT } from '../../../i18n/lang-context';
import { useBodyScrollLock } from '../hooks/use-body-scroll-lock';

interface PromoDialogProps {
  src: string;
  /** Must keep the same identity across renders (focus is restored on cleanup). */
  onClose: () => void;
}

/** Modal overlay with the promotional image; Escape, the button or the backdrop close it. */
export function PromoDialog({ src, onClose }: PromoDialogProps) {
  const t = useT();
  const closeRef = useRef<HTMLButtonElement>(null);
  useBodyScrollLock();

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'Tab') {
        // The close button is the only control: keep focus inside the dialog.
        event.preventDefault();
        closeRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previous?.focus();
    };
  }, [onClose]);

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <div className="promo-popup" onClick={onBackdropClick}>
      <div
        className="promo-popup__dialog"
        role="dialog"
        aria-modal="true"
        aria-label={t('home.popup.label')}
      >
        <button
          ref={closeRef}
          type="button"
          className="promo-popup__close"
          aria-label={t('home.popup.close')}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
        <img className="promo-popup__image" src={src} alt={t('home.popup.imageAlt')} />
      </div>
    </div>
  );
}
