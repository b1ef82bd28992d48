import { useT } from '../../../i18n/lang-context';

/** Spec §8: 'Nenhum produto encontrado' with the hint and a way out. */
export function EmptyResults({ onClear }: { onClear(): void }) {
  const t = useT();
  return (
    <div className="catalog-empty">
      <h2 className="catalog-empty__title">{t('products.empty.title')}</h2>
      <p>{t('products.empty.hint')}</p>
      <button type="button" className="button button--primary" onClick={onClear}>
        {t('products.empty.clear')}
      </button>
    </div>
  );
}
