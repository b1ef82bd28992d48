import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { pageForPath } from '../../app/site-routes';
import { localizePath, splitLangFromPath } from '../../config/paths';
import { storeLanguageChoice } from '../../i18n/detect';
import { useLang, useT } from '../../i18n/lang-context';
import { announcePageLeave } from '../../lib/page-leave';
import { htmlLang, LANGUAGES, type Lang } from '../../i18n/languages';

const flags: Record<Lang, string> = {
  pt: '/images/flags/br.svg',
  en: '/images/flags/us.svg',
  es: '/images/flags/es.svg',
};

/** Flag buttons: the same page in another language, remembered in local storage (spec §1). */
export function LanguageSwitcher() {
  const t = useT();
  const current = useLang();
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const switchTo = async (lang: Lang) => {
    storeLanguageChoice(lang);
    if (lang === current) return;
    announcePageLeave();
    const { path } = splitLangFromPath(pathname);
    // The page's texts and data too, so the other language's page shows without a loading step.
    await pageForPath(path).prepare(i18n, lang);
    // The query and hash as they are now: a filter chosen while the texts loaded is kept.
    const { search, hash } = window.location;
    void navigate(localizePath(path, lang) + search + hash);
  };

  return (
    <div className="language-switcher" role="group" aria-label={t('common.language.label')}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={htmlLang(lang)}
          className={`language-switcher__flag ${lang === current ? 'is-active' : ''}`}
          aria-pressed={lang === current}
          title={t('common.language.switchTo', { language: t(`common.language.${lang}`) })}
          onClick={() => void switchTo(lang)}
        >
          <img src={flags[lang]} alt={t(`common.language.${lang}`)} width="28" height="21" />
        </button>
      ))}
    </div>
  );
}
