/**
 * The boot script: built on its own (scripts/inline-scripts.ts) and inlined in the head of every
 * public page, so it runs before the first paint; it starts the page's bundle (deferred-start).
 */
import { installDeferredStart } from './deferred-start';
import { installEarlyInput } from './early-input';
import { installLanguageChoice } from './language-choice';

installLanguageChoice(window);
installEarlyInput(window, () => document.getElementById('root'));
installDeferredStart(window);
