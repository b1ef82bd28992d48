import { useState } from 'react';
import { useT } from '../../../i18n/lang-context';
import { galleryItems, type GalleryItemId } from '../gallery-data';
import { SLIDER_DEFAULT } from '../slider-position';
import { CompareSlider } from './CompareSlider';

/** The comparison slider with the two selectable items (spec §2 Gallery). */
export function BeforeAfter() {
  const t = useT();
  const [selectedId, setSelectedId] = useState<GalleryItemId>(galleryItems[0].id);
  const [position, setPosition] = useState(SLIDER_DEFAULT);
  // Another pair starts from the middle, as the first one did: a divider left near an edge
  // would hide one of the new pictures.
  const choose = (id: GalleryItemId) => {
    setSelectedId(id);
    setPosition(SLIDER_DEFAULT);
  };
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
              onClick={() => choose(id)}
            >
              {t(`gallery.items.${id}.title`)}
            </button>
          ))}
        </div>
        <CompareSlider
          before={{ base: item.before, alt: t(`gallery.items.${item.id}.beforeAlt`) }}
          after={{ base: item.after, alt: t(`gallery.items.${item.id}.afterAlt`) }}
          position={position}
          setPosition={setPosition}
        />
        <p className="gallery-compare__caption" aria-live="polite">
          <strong>{t(`gallery.items.${item.id}.title`)}</strong>:{' '}
          {t(`gallery.items.${item.id}.description`)}
        </p>
      </div>
    </section>
  );
}
