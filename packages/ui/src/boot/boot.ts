/**
 * The boot script: built on its own (scripts/inline-scripts.ts) and inlined in the head of every
 * public page, so it runs before the first paint and before the page's bundle arrives.
 */
import { installEarlyInput } from './early-input';
import { installLanguageChoice } from './language-choice';
import { installPageScripts } from './page-scripts';

installLanguageChoice(window);
installEarlyInput(window, () => document.getElementById('root'));
installPageScripts(window);
