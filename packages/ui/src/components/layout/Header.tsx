import { rasterIcon } from '../media/raster-icons';
import { useCallback, useRef, useState } from 'react';
import { useId } from '../../lib/use-id';
import { NAV_ENTRIES, paths, splitLangFromPath } from '../../config/paths';
import { siteConfig } from '../../config/site';
import { useT } from '../../i18n/lang-context';
import { HydrateWhenOpen } from '../../islands/HydrateWhenOpen';
import { useHydrationTurns } from '../../islands/use-hydration-turns';
import { useSiteLocation } from '../../lib/site-location';
import { QuoteListButton } from '../quote/QuoteListButton';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LocalizedLink, LocalizedNavLink } from './LocalizedLink';
import { useMenuDismiss } from './use-menu-dismiss';
import { useScrolledPast } from './use-scrolled-past';

export const HEADER_SCROLL_THRESHOLD = 50;

export function Header() {
  const t = useT();
  const { pathname } = useSiteLocation();
  const isHome = splitLangFromPath(pathname).path === paths.home;
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  // The menu is open for the page it was opened on, so any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const menuId = useId();
  const menu = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // Closed by Escape or a tap on the backdrop: focus goes back to the button that opened it.
  const close = useCallback(() => {
    setMenuOpenOn(null);
    toggle.current?.focus();
  }, []);
  useMenuDismiss(menuOpen, toggle, menu, close);
  // The menu's links and flags hydrate in a task after the rest (issue 12: the header is on every
  // page, and in one task its hydration came near the 12.5 ms that a 4× slower phone makes 50).
  const [navTurn] = useHydrationTurns(1);

  const solid = !isHome || scrolled || menuOpen;
  const darkLogo = rasterIcon('/images/logo', 180);
  const logo = (
    <img
      {...(solid ? darkLogo : rasterIcon('/images/logo-light', 180))}
      alt={siteConfig.brandName}
      width="180"
      height="42"
    />
  );
  return (
    <header className={`site-header ${solid ? 'site-header--solid' : 'site-header--transparent'}`}>
      {menuOpen && <div className="site-nav__backdrop" aria-hidden="true" onClick={close} />}
      <div className="site-header__inner container">
        <LocalizedLink to={paths.home} className="site-header__brand">
          {isHome ? (
            // The light logo goes with the home's transparent header, which needs a script
            // (header.css): without one the header is solid, so the dark logo is offered.
            <picture>
              {!solid && (
                <source media="(scripting: none)" srcSet={darkLogo.srcSet} type="image/webp" />
              )}
              {logo}
            </picture>
          ) : (
            logo
          )}
        </LocalizedLink>
        <button
          type="button"
          ref={toggle}
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
        >
          <span className="visually-hidden">
            {menuOpen ? t('common.nav.closeMenu') : t('common.nav.openMenu')}
          </span>
          <span className="site-header__toggle-bar" aria-hidden="true" />
        </button>
        <HydrateWhenOpen gate={navTurn}>
          <nav
            id={menuId}
            ref={menu}
            className={`site-nav ${menuOpen ? 'site-nav--open' : ''}`}
            aria-label={t('common.nav.label')}
          >
            <ul className="site-nav__list">
              {NAV_ENTRIES.map((link) => (
                <li key={link.key}>
                  <LocalizedNavLink
                    to={link.path}
                    // The home link is current on the home page only, the others on their subpages too.
                    end={link.path === paths.home}
                    className="site-nav__link"
                  >
                    {t(`common.nav.${link.key}`)}
                  </LocalizedNavLink>
                </li>
              ))}
              <li>
                <LocalizedLink to={paths.shop} className="button button--primary site-nav__shop">
                  {t('common.nav.shop')}
                </LocalizedLink>
              </li>
            </ul>
            <LanguageSwitcher />
          </nav>
        </HydrateWhenOpen>
        <QuoteListButton />
      </div>
    </header>
  );
}
