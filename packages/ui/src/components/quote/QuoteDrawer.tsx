import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useLang, useT } from '../../i18n/lang-context';
import { useId } from '../../lib/use-id';
import { itemKey, type QuoteItem } from './quote-item';
import { quoteLinks } from './quote-links';
import { quoteStore } from './quote-store';
import { quoteCountText, quoteMessageTexts } from './quote-texts';
import { QuoteItemRow } from './QuoteItemRow';

export interface QuoteDrawerProps {
  items: readonly QuoteItem[];
  /** Called on Escape, the close button or a click on the backdrop; gives focus back. */
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

/**
 * The quote list as a modal dialog at the side (issue 15): a native `<dialog>` opened with
 * `showModal`, so the page behind is inert for the keyboard and for screen readers, Escape
 * closes it, and Tab wraps inside it (Chromium would otherwise leave for the browser's own UI).
 */
export function QuoteDrawer({ items, onClose }: QuoteDrawerProps) {
  const t = useT();
  const lang = useLang();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const links = items.length > 0 ? quoteLinks(items, lang, quoteMessageTexts(t)) : null;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  // A click on the backdrop lands on the dialog itself (its content covers the rest).
  function onClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === dialog.current) onClose();
  }

  // The removed row's button is gone: focus the next row's, else the close button.
  function remove(item: QuoteItem, index: number) {
    quoteStore().remove(item);
    setTimeout(() => {
      const buttons = list.current?.querySelectorAll<HTMLElement>('.quote-row__remove');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? closeButton.current)?.focus();
    });
  }

  return (
    // The dialog element handles Escape itself (its cancel event closes it, then onClose).
    <dialog
      ref={dialog}
      className="quote-drawer"
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className="quote-drawer__panel">
        <div className="quote-drawer__head">
          <h2 id={titleId} className="quote-drawer__title">
            {t('common.quote.title')}{' '}
            <span className="quote-drawer__count">({quoteCountText(t, items.length)})</span>
          </h2>
          <button
            type="button"
            ref={closeButton}
            className="quote-drawer__close"
            aria-label={t('common.quote.close')}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {items.length === 0 ? (
          <p className="quote-drawer__empty">{t('common.quote.empty')}</p>
        ) : (
          <ul ref={list} className="quote-drawer__list">
            {items.map((item, index) => (
              <QuoteItemRow key={itemKey(item)} item={item} onRemove={() => remove(item, index)} />
            ))}
          </ul>
        )}
        {links && links.omitted > 0 && (
          <p className="quote-drawer__warning">
            {t('common.quote.tooLong', { count: links.omitted })}
          </p>
        )}
        {links && (
          <div className="quote-drawer__actions">
            <a
              className="button button--chat"
              href={links.chat}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('common.quote.sendChat')}
              <span className="visually-hidden"> {t('common.footer.opensInNewTab')}</span>
            </a>
            <a className="button button--outline" href={links.mailto}>
              {t('common.quote.sendEmail')}
            </a>
          </div>
        )}
      </div>
    </dialog>
  );
}
