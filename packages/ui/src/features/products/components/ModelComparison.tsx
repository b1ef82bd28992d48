import { LocalizedLink } from '../../../components/layout/LocalizedLink';
import { paths } from '../../../config/paths';
import { useLang, useT } from '../../../i18n/lang-context';
import { machineCatalog } from '../catalog';
import { compareCastAll } from '../compare-models';
import { COMPARE_ANCHOR } from './compare-anchor';

/** A buyer picks by clamping force or shot weight: the six models in one table. */
export function ModelComparison() {
  const t = useT();
  const lang = useLang();
  const { models, rows } = compareCastAll(lang);
  return (
    <section id={COMPARE_ANCHOR} className="compare" aria-labelledby="compare-title">
      <div className="container">
        <p className="section-eyebrow">{t('products.compare.eyebrow')}</p>
        <h2 id="compare-title">{t('products.compare.title')}</h2>
        <p className="compare__intro">{t('products.compare.intro')}</p>
        <p className="compare__hint">{t('products.compare.scrollHint')}</p>
        {/* Focusable so keyboard users can scroll it sideways on narrow screens. */}
        <div
          className="compare__scroller"
          tabIndex={0}
          role="region"
          aria-labelledby="compare-caption"
        >
          <table className="compare__table">
            <caption id="compare-caption">{t('products.compare.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('products.compare.specification')}</th>
                {models.map((model) => (
                  <th key={model.id} scope="col">
                    <LocalizedLink to={paths.product(model.id)}>{model.name}</LocalizedLink>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{machineCatalog.specLabel(row.label, lang)}</th>
                  {row.values.map((value, index) => (
                    <td key={models[index]?.id}>
                      {value ?? (
                        <span className="compare__none">
                          <span aria-hidden="true">—</span>
                          <span className="visually-hidden">{t('products.compare.notGiven')}</span>
                        </span>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
