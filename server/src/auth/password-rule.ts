import { dictionary } from '@zxcvbn-ts/language-common';

/** ASVS 6.2.1 asks for at least 8; the administrator's password guards the whole catalogue. */
export const MIN_PASSWORD_LENGTH = 12;

/** Why a password is refused: too short, or on the list of common passwords. */
export type PasswordWeakness = 'short' | 'common';

/** Characters as a person counts them: code points after NFC ('ç' is one, '😀' is one). */
export function passwordLength(password: string): number {
  return [...password.normalize('NFC')].length;
}

// zxcvbn-ts's list of about 49,000 passwords seen most often in breaches (NIST 800-63B asks
// for such a check), searched at each check: checks are rare (start-up, a change of password)
// and a search costs well under a millisecond, so no copy of the list is kept.
const COMMON_PASSWORDS: readonly string[] = dictionary['passwords-common'];

/** The list is lower case; NFKC also folds full-width and other look-alike forms onto it. */
const listForm = (password: string) => password.normalize('NFKC').toLowerCase();

/** The rule for the administrator's password; undefined when it passes. */
export function passwordWeakness(password: string): PasswordWeakness | undefined {
  if (passwordLength(password) < MIN_PASSWORD_LENGTH) return 'short';
  if (COMMON_PASSWORDS.includes(listForm(password))) return 'common';
  return undefined;
}
