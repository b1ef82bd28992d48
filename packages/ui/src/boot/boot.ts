/**
 * The boot script: built on its own (scripts/boot-script.ts) and inlined in the head of every
 * public page, so it runs before the first paint and before the page's bundle arrives.
 */
import { installEarlyInput } from './early-input';
import { installLanguageChoice } from './language-choice';

installLanguageChoice(window);
installEarlyInput(window, () => document.getElementById('root'));
