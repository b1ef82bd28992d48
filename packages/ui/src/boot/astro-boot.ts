/**
 * The boot script of the pages Astro builds (issue 39): the same as boot.ts, less the loading of
 * the page's scripts, which Astro's islands do themselves, and with the stored language's
 * redirect, which the old pipeline's entry makes after the first paint: here it is made before.
 */
import { followStoredLanguage } from './follow-stored-language';
import { installEarlyInput } from './early-input';
import { installLanguageChoice } from './language-choice';
import { leaveUnknownAdminPath } from './leave-unknown-admin-path';

// The admin's own address first: it is Portuguese only, never sent to another language.
if (!leaveUnknownAdminPath()) followStoredLanguage();

installLanguageChoice(window);
installEarlyInput(window, () => document.getElementById('root'));
