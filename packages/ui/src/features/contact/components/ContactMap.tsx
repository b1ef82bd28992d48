import { useLang, useT } from '../../../i18n/lang-context';
import { mapsEmbedUrl } from '../../../lib/maps';

/** The embedded map; lazy, so it costs nothing until scrolled near. */
export function ContactMap() {
  const t = useT();
  const lang = useLang();
  return (
    <div className="contact-map">
      <iframe
        className="contact-map__frame"
        title={t('contact.mapTitle')}
        src={mapsEmbedUrl(lang)}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        width="1200"
        height="400"
      />
    </div>
  );
}
