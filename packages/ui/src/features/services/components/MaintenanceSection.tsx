import { ChatLinkButton } from '../../../components/page/ChatLinkButton';
import { useT } from '../../../i18n/lang-context';
import { maintenanceItems } from '../services-data';

/** The maintenance offers as cards, and a quote through the chat app. */
export function MaintenanceSection() {
  const t = useT();
  return (
    <section
      id="maintenance"
      className="page-section page-section--alt"
      aria-labelledby="maintenance-title"
    >
      <div className="container">
        <h2 id="maintenance-title" className="page-section__title">
          {t('services.maintenance.title')}
        </h2>
        <p className="page-section__text">{t('services.maintenance.text')}</p>
        <ul className="services-cards">
          {maintenanceItems.map((key) => (
            <li key={key} className="services-card">
              <h3 className="services-card__title">
                {t(`services.maintenance.items.${key}.title`)}
              </h3>
              <p className="services-card__text">{t(`services.maintenance.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <div className="page-actions">
          <ChatLinkButton message={t('services.maintenance.chatMessage')}>
            {t('services.maintenance.quote')}
          </ChatLinkButton>
        </div>
      </div>
    </section>
  );
}
