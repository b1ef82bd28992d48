import { partSlug, type SparePart } from '@castall/contracts';
import { localizePath, paths } from '../../config/paths';
import { useLang, useT } from '../../i18n/lang-context';
import { localizedPartText } from '../shop/index';

/** Links to other parts of the same category, by name and code. */
export function RelatedParts({ parts, category }: { parts: SparePart[]; category: string }) {
  const t = useT();
  const lang = useLang();
  if (parts.length === 0) return null;
  return (
    <section className="part-page__related" aria-labelledby="related-parts">
      <h2 id="related-parts">{t('shop.partPage.related', { category })}</h2>
      <ul>
        {parts.map((part) => (
          <li key={part.id}>
            <a href={localizePath(paths.part(partSlug(part)), lang)}>
              {localizedPartText(part, 'nome', lang) ?? t('shop.part.nameFallback')}
            </a>{' '}
            <span className="part-page__related-code">{part.codigo}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
