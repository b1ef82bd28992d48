import type { Ref } from 'react';
import { useId } from '../../../lib/use-id';
import { useT } from '../../../i18n/lang-context';

interface SearchFieldProps {
  value: string;
  onChange(query: string): void;
  inputRef?: Ref<HTMLInputElement>;
}

export function SearchField({ value, onChange, inputRef }: SearchFieldProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="catalog-filter__search">
      <label htmlFor={id}>{t('products.filter.searchLabel')}</label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        value={value}
        placeholder={t('products.filter.searchPlaceholder')}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
