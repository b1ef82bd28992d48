import {
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE_SECONDS,
  LANG_STORAGE_KEY,
} from '@castall/contracts/language-choice';
import { PAGE_LEAVE_EVENT } from './page-events';

const FLAG = 'a[data-lang-choice]';

/** Remembers a language in local storage (the spec's stored choice) and in the server's cookie. */
export function storeLanguage(win: Window, lang: string): void {
  try {
    win.localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Storage can be disabled; the cookie and the URL still carry the language.
  }
  const secure = win.location.protocol === 'https:' ? '; Secure' : '';
  win.document.cookie = `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * The flags are links to the same page in each language. A click on one stores the choice and
 * carries the current query and hash along (a shop search stays); the current language's flag
 * only stores it. Installed by the boot script, so it works from the first paint on.
 */
export function installLanguageChoice(win: Window): void {
  const doc = win.document;
  doc.addEventListener(
    'click',
    (event) => {
      const flag = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(FLAG);
      const lang = flag?.dataset.langChoice;
      if (!flag || !lang || event.defaultPrevented) return;
      storeLanguage(win, lang);
      if (flag.getAttribute('aria-pressed') === 'true') {
        event.preventDefault();
        return;
      }
      flag.href = flag.pathname + win.location.search + win.location.hash;
      win.dispatchEvent(new Event(PAGE_LEAVE_EVENT));
    },
    true,
  );
  // role="button": Space presses it, as it would a button.
  doc.addEventListener('keydown', (event) => {
    const flag = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(FLAG);
    if (!flag || event.key !== ' ' || event.defaultPrevented) return;
    event.preventDefault();
    flag.click();
  });
}
