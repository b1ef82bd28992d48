/**
 * The boot script of the pages Astro builds (issue 39): the same as boot.ts, less the loading of
 * the page's scripts, which Astro's islands do themselves.
 */
import { installEarlyInput } from './early-input';
import { installLanguageChoice } from './language-choice';

installLanguageChoice(window);
installEarlyInput(window, () => document.getElementById('root'));
