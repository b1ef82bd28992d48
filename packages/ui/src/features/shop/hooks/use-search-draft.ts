import { useState } from 'react';
import { useOnPageLeave } from '../../../lib/page-leave';
import { useDebouncedCallback } from './use-debounced-callback';
import { currentShopQuery } from './use-shop-query';

/** Pause in typing after which the search runs: one request per pause, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

interface PendingSearch {
  q: string;
  /** The page (and so the language) the search was typed on. */
  pathname: string;
}

export interface SearchDraft {
  /** What the search box shows. */
  text: string;
  /** The visitor typed: the search follows after a pause. */
  type(text: string): void;
  /** Enter: the search runs now. */
  submit(): void;
  /**
   * The search to send along with another change (a category, a page size), so a search
   * still waiting for its pause is part of that change instead of undoing it later.
   */
  take(): string;
}

/**
 * The shop's search text between the box and the URL. `urlQ` is the search in the URL: back
 * or forward (or a link) changing it shows it in the box, unless the box already says it.
 */
export function useSearchDraft(urlQ: string, onSearch: (q: string) => void): SearchDraft {
  const [text, setText] = useState(urlQ);
  const [shownQ, setShownQ] = useState(urlQ);
  if (urlQ !== shownQ) {
    setShownQ(urlQ);
    if (text.trim() !== urlQ) setText(urlQ);
  }
  const search = useDebouncedCallback(({ q, pathname }: PendingSearch) => {
    // The visitor went to another page or language meanwhile: the search was for the old one.
    if (pathname !== window.location.pathname) return;
    if (q !== currentShopQuery().q) onSearch(q);
  }, SEARCH_DEBOUNCE_MS);
  // A flag was pressed: the other language's page starts from the URL, without this search.
  useOnPageLeave(search.cancel);
  const pending = (q: string): PendingSearch => ({ q, pathname: window.location.pathname });

  return {
    text,
    type(next) {
      setText(next);
      search.schedule(pending(next.trim()));
    },
    submit() {
      search.flush(pending(text.trim()));
    },
    take() {
      search.cancel();
      return text.trim();
    },
  };
}
