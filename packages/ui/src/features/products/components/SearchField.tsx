import { useId } from '../../../lib/use-id';
import { useT } from '../../../i18n/lang-context';

export function SearchField({ value, onChange }: { value: string; onChange(query: string): void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="catalog-filter__search">
      <label htmlFor={id}>{t('products.filter.searchLabel')}</label>
      <input
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
