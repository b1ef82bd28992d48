import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useT } from '../../i18n/lang-context';
import { useLatest } from '../../lib/use-latest';
import type { QuoteDrawerProps } from './QuoteDrawer';
import { quoteCountText } from './quote-texts';
import { useQuoteItems } from './use-quote-items';
import './quote.css';

type Drawer = ComponentType<QuoteDrawerProps>;

let drawerModule: Promise<{ QuoteDrawer: Drawer }> | undefined;

/** One request for the drawer's chunk per page, whoever asks first; a failure may be retried. */
function loadDrawerModule() {
  drawerModule ??= import('./QuoteDrawer').catch((error: unknown) => {
    drawerModule = undefined;
    throw error;
  });
  return drawerModule;
}

/**
 * The header's quote-list button with its count (issue 15). It stays small because it is in
 * the header's chunk on every page: the drawer, the message and the links are their own chunk,
 * loaded the first time the visitor opens the list.
 */
export function QuoteListButton() {
  const t = useT();
  const loaded = useQuoteItems();
  const items = loaded ?? [];
  const count = items.length;
  const [open, setOpen] = useState(false);
  const [drawer, setDrawer] = useState<Drawer | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const announcement = useAnnouncement(loaded === null ? null : count, (n) =>
    t('common.quote.announce', { count: quoteCountText(t, n) }),
  );
  const Drawer = drawer;

  // Fetched when the pointer or focus reaches the button, so a click usually finds it there.
  function loadDrawer() {
    if (drawer) return;
    void loadDrawerModule().then(
      (module) => setDrawer(() => module.QuoteDrawer),
      // Offline or a new deployment: the button stays closed and tries again next time.
      () => setOpen(false),
    );
  }

  function show() {
    setOpen(true);
    loadDrawer();
  }

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  return (
    <>
      <button
        type="button"
        ref={button}
        className="quote-toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
        onPointerEnter={loadDrawer}
        onFocus={loadDrawer}
      >
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="currentColor">
          <path d="M9 2h6a1 1 0 0 1 1 1v1h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2V3a1 1 0 0 1 1-1zm1 2v1h4V4h-4zM6 6v14h12V6h-2v1H8V6H6zm2 4h8v2H8v-2zm0 4h8v2H8v-2z" />
        </svg>
        <span className="visually-hidden">
          {t('common.quote.open')}, {quoteCountText(t, count)}
        </span>
        {count > 0 && (
          <span className="quote-toggle__badge" aria-hidden="true">
            {count}
          </span>
        )}
      </button>
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
      {open && Drawer && <Drawer items={items} onClose={close} />}
    </>
  );
}

/**
 * What the live region says: nothing until the list is read nor on that first reading (a page
 * load is not a change), then the new count after each change, here, in another island or in
 * another tab.
 */
function useAnnouncement(count: number | null, describe: (count: number) => string): string {
  const [text, setText] = useState('');
  const previous = useRef<number | null>(null);
  const latestDescribe = useLatest(describe);
  useEffect(() => {
    if (count === null) return;
    if (previous.current !== null && previous.current !== count) {
      setText(latestDescribe.current(count));
    }
    previous.current = count;
  }, [count, latestDescribe]);
  return text;
}
