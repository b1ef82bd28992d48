import { rasterIcon } from '../media/raster-icons';
import { localizePath, paths, splitLangFromPath } from '../../config/paths';
import { useLang, useT } from '../../i18n/lang-context';
import { htmlLang, LANGUAGES, type Lang } from '../../i18n/languages';
import { useSiteLocation } from '../../lib/site-location';

const flags: Record<Lang, string> = {
  pt: '/images/flags/br',
  en: '/images/flags/us',
  es: '/images/flags/es',
};

/**
 * The flag buttons (spec §1): each is a real link to the same page in its language, so it
 * works before any script runs and crawlers follow it. The page's boot script
 * (boot/language-choice.ts) stores the choice on click, carries the query and hash along and
 * lets Space press it like a button. The shop's view (search, category, page) is its query,
 * which the server renders the page for, so there the links carry it without any script.
 */
export function LanguageSwitcher() {
  const t = useT();
  const current = useLang();
  const { pathname, search } = useSiteLocation();
  const { path } = splitLangFromPath(pathname);
  const carried = path === paths.shop ? search : '';

  return (
    <div className="language-switcher" role="group" aria-label={t('common.language.label')}>
      {LANGUAGES.map((lang) => (
        <a
          key={lang}
          href={localizePath(path, lang) + carried}
          hrefLang={htmlLang(lang)}
          lang={htmlLang(lang)}
          role="button"
          data-lang-choice={lang}
          className={`language-switcher__flag ${lang === current ? 'is-active' : ''}`}
          aria-pressed={lang === current}
          title={t(`common.language.switchTo.${lang}`)}
        >
          <img
            {...rasterIcon(flags[lang], 28)}
            alt={t(`common.language.${lang}`)}
            width="28"
            height="21"
          />
        </a>
      ))}
    </div>
  );
}
