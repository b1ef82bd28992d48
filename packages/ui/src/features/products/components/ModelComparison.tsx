import { LocalizedLink } from '../../../components/layout/LocalizedLink';
import { paths } from '../../../config/paths';
import { useLang, useT } from '../../../i18n/lang-context';
import { machineCatalog } from '@castall/machines';
import { compareCastAll } from '../compare-models';
import { COMPARE_ANCHOR } from './compare-anchor';

/** A figure and its unit never part when a narrow column wraps ('1.000 t / 9.864 kN'). */
function keepUnitsTogether(value: string): string {
  return value.replace(/(\d) (?=\p{L})/gu, '$1\u00a0');
}

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
        <p className="compare__hint" aria-hidden="true" data-scroll-cue>
          {t('products.compare.scrollHint')}
        </p>
        {/* Focusable so keyboard users can scroll it sideways where it does not fit. */}
        <div
          className="compare__scroller"
          tabIndex={0}
          role="region"
          aria-label={t('products.compare.region')}
        >
          <table className="compare__table">
            <caption id="compare-caption">
              {/* Its own box, held on screen while the table scrolls sideways. */}
              <span className="compare__caption-text">{t('products.compare.caption')}</span>
            </caption>
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
                  {row.cells.map((cell) => (
                    <td
                      key={models[cell.first]?.id}
                      colSpan={cell.span > 1 ? cell.span : undefined}
                      className={cell.value === undefined ? 'compare__on-request' : undefined}
                    >
                      {cell.value === undefined
                        ? t('products.compare.onRequest')
                        : keepUnitsTogether(cell.value)}
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
