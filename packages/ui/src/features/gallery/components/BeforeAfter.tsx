import { useState } from 'react';
import { useT } from '../../../i18n/lang-context';
import { galleryItems, type GalleryItemId } from '../gallery-data';
import { CompareSlider } from './CompareSlider';

/** The comparison slider with the two selectable items (spec §2 Gallery). */
export function BeforeAfter() {
  const t = useT();
  const [selectedId, setSelectedId] = useState<GalleryItemId>(galleryItems[0].id);
  const item = galleryItems.find(({ id }) => id === selectedId) ?? galleryItems[0];
  return (
    <section className="page-section" aria-labelledby="compare-title">
      <div className="container gallery-compare">
        <h2 id="compare-title" className="page-section__title">
          {t('gallery.compare.title')}
        </h2>
        <p className="page-section__text">{t('gallery.compare.text')}</p>
        <div className="gallery-tabs" role="group" aria-label={t('gallery.compare.itemsLabel')}>
          {galleryItems.map(({ id }) => (
            <button
              key={id}
              type="button"
              className="gallery-tabs__button"
              aria-pressed={id === item.id}
              onClick={() => setSelectedId(id)}
            >
              {t(`gallery.items.${id}.title`)}
            </button>
          ))}
        </div>
        <CompareSlider
          before={{ base: item.before, alt: t(`gallery.items.${item.id}.beforeAlt`) }}
          after={{ base: item.after, alt: t(`gallery.items.${item.id}.afterAlt`) }}
        />
        <p className="gallery-compare__caption" aria-live="polite">
          <strong>{t(`gallery.items.${item.id}.title`)}</strong>:{' '}
          {t(`gallery.items.${item.id}.description`)}
        </p>
      </div>
    </section>
  );
}
