import { useT } from '../../../i18n/lang-context';

/** The page title band below the fixed header. */
export function AboutHeader() {
  const t = useT();
  return (
    <header className="about-header page-top">
      <div className="container">
        <h1 className="about-header__title">{t('about.title')}</h1>
        <p className="about-header__lead">{t('about.lead')}</p>
      </div>
    </header>
  );
}
