import { PostalAddress } from '../../../components/page/PostalAddress';
import { siteConfig } from '../../../config/site';
import { useLang, useT } from '../../../i18n/lang-context';
import { mapsEmbedUrl, mapsLink } from '../../../lib/maps';

/**
 * The embedded map; lazy, so it costs nothing until scrolled near. The address card sits over
 * the frame's corner (above it on phones) and needs no script, so a map that cannot load (offline,
 * blocked, refused) still leaves the address and a link to open it in a maps app.
 */
export function ContactMap() {
  const t = useT();
  const lang = useLang();
  return (
    <div className="contact-map">
      <address className="contact-map__card">
        <strong>{siteConfig.brandName}</strong>
        <br />
        <PostalAddress />
        <br />
        <a href={mapsLink()} target="_blank" rel="noopener noreferrer">
          {t('contact.mapOpen')}
          <span className="visually-hidden"> {t('contact.info.opensInNewTab')}</span>
        </a>
      </address>
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
