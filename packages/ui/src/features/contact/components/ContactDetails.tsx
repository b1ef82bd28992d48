import { ChatLinkButton } from '../../../components/page/ChatLinkButton';
import { PostalAddress } from '../../../components/page/PostalAddress';
import { siteConfig } from '../../../config/site';
import { useT } from '../../../i18n/lang-context';
import { mapsLink } from '../../../lib/maps';

/** Address, phone, e-mail, hours, the maps link and the chat link (spec §2 Contact). */
export function ContactDetails() {
  const t = useT();
  return (
    <section className="contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className="contact-details__title">
        {t('contact.info.title')}
      </h2>
      <dl className="contact-details__list">
        <dt>{t('contact.info.address')}</dt>
        <dd>
          <PostalAddress />
          <br />
          <a href={mapsLink()} target="_blank" rel="noopener noreferrer">
            {t('contact.info.map')}
            <span className="visually-hidden"> {t('contact.info.opensInNewTab')}</span>
          </a>
        </dd>
        <dt>{t('contact.info.phone')}</dt>
        <dd>
          <a href={`tel:${siteConfig.phoneE164}`}>{siteConfig.phoneDisplay}</a>
        </dd>
        <dt>{t('contact.info.email')}</dt>
        <dd>
          <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
        </dd>
        <dt>{t('contact.info.hours')}</dt>
        <dd>{t('contact.info.hoursValue')}</dd>
      </dl>
      <ChatLinkButton message={t('common.chat.defaultMessage')}>
        {t('contact.info.chat')}
      </ChatLinkButton>
    </section>
  );
}
