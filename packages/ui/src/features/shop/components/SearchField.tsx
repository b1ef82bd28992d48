import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/lang-context';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';

/** Pause in typing after which the search runs: one request per pause, not per key. */
const SEARCH_DEBOUNCE_MS = 300;

interface SearchFieldProps {
  /** The search in the URL. */
  value: string;
  onSearch: (q: string) => void;
}

/** The shop's search box (name or code); Enter searches at once. */
export function SearchField({ value, onSearch }: SearchFieldProps) {
  const t = useT();
  const [text, setText] = useState(value);
  const [urlValue, setUrlValue] = useState(value);
  // Back/forward (or a link) changed the URL: show its search, unless the box already says it.
  if (value !== urlValue) {
    setUrlValue(value);
    if (text.trim() !== value) setText(value);
  }
  const search = useDebouncedCallback((q: string) => {
    if (q !== value) onSearch(q);
  }, SEARCH_DEBOUNCE_MS);

  function submit(event: FormEvent) {
    event.preventDefault();
    search.flush(text.trim());
  }

  return (
    <form className="shop-filters__search" role="search" onSubmit={submit}>
      <label htmlFor="shop-search">{t('shop.filters.search')}</label>
      <input
        id="shop-search"
        type="search"
        value={text}
        placeholder={t('shop.filters.searchPlaceholder')}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          setText(event.target.value);
          search.schedule(event.target.value.trim());
        }}
      />
    </form>
  );
}
