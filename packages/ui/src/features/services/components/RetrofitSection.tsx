import { Picture } from '../../../components/media/Picture';
import { SCENE } from '../../../components/media/scene-images';
import { ChatLinkButton } from '../../../components/page/ChatLinkButton';
import { useT } from '../../../i18n/lang-context';
import { retrofitBenefits } from '../services-data';

const SIZES = '(min-width: 960px) 290px, 50vw';
const STAGES = ['before', 'after'] as const;

/** Before/after pictures, the benefits and a quote through the chat app. */
export function RetrofitSection() {
  const t = useT();
  return (
    <section id="retrofit" className="page-section" aria-labelledby="retrofit-title">
      <div className="container services-split">
        <div>
          <h2 id="retrofit-title" className="page-section__title">
            {t('services.retrofit.title')}
          </h2>
          <p className="page-section__text">{t('services.retrofit.text')}</p>
          <h3 className="services-subtitle">{t('services.retrofit.benefitsTitle')}</h3>
          <ul className="services-checklist">
            {retrofitBenefits.map((key) => (
              <li key={key}>{t(`services.retrofit.benefits.${key}`)}</li>
            ))}
          </ul>
          <div className="page-actions">
            <ChatLinkButton message={t('services.retrofit.chatMessage')}>
              {t('services.retrofit.quote')}
            </ChatLinkButton>
          </div>
        </div>
        <div className="services-before-after">
          {STAGES.map((stage) => (
            <figure key={stage} className="services-figure">
              <Picture
                className="services-figure__image"
                base={`/images/services/retrofit-${stage}`}
                {...SCENE}
                sizes={SIZES}
                alt={t(`services.retrofit.${stage}Alt`)}
              />
              <figcaption className={`services-figure__caption services-figure__caption--${stage}`}>
                {t(`services.retrofit.${stage}`)}
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
