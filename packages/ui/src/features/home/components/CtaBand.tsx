import { ChatIcon } from '../../../components/icons/ChatIcon';
import { LocalizedLink } from '../../../components/layout/LocalizedLink';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/lang-context';
import { chatLink } from '../../../lib/chat-link';

/** Closing call to action: the chat app or the contact page (spec §2). */
export function CtaBand() {
  const t = useT();
  return (
    <section className="cta-band" aria-labelledby="home-cta-title">
      <div className="container cta-band__inner">
        <div className="cta-band__copy">
          <h2 id="home-cta-title" className="cta-band__title">
            {t('home.cta.title')}
          </h2>
          <p className="cta-band__text">{t('home.cta.text')}</p>
        </div>
        <div className="cta-band__actions">
          <a
            className="button button--chat"
            href={chatLink(t('common.chat.defaultMessage'))}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ChatIcon />
            {t('home.cta.chat')}
            <span className="visually-hidden"> {t('common.footer.opensInNewTab')}</span>
          </a>
          <LocalizedLink to={paths.contact} className="button button--light">
            {t('home.cta.contact')}
          </LocalizedLink>
        </div>
      </div>
    </section>
  );
}
