import { dictionary } from '@zxcvbn-ts/language-common';

/** ASVS 6.2.1 asks for at least 8; the administrator's password guards the whole catalogue. */
export const MIN_PASSWORD_LENGTH = 12;

/**
 * Why a password is refused: too short, on the list of common passwords, one short piece
 * repeated (`aaaaaaaaaaaa`, `adminadminadmin`), or made of the username or the brand.
 */
export type PasswordWeakness = 'short' | 'common' | 'repeated' | 'personal';

/** Words an attacker tries first on this site (zxcvbn's "user inputs"), besides the username. */
export const SITE_WORDS: readonly string[] = ['castall', 'cast', 'all', 'admin', 'senha'];
/** Letters and digits a password must keep once the site's words and the username are removed. */
export const MIN_OWN_CHARACTERS = 8;

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
export function passwordWeakness(
  password: string,
  userInputs: readonly string[] = [],
): PasswordWeakness | undefined {
  if (passwordLength(password) < MIN_PASSWORD_LENGTH) return 'short';
  const form = listForm(password);
  if (COMMON_PASSWORDS.includes(form)) return 'common';
  if (/^(.{1,6}?)\1+$/su.test(form) || /^(.+)\1+$/su.test(form)) return 'repeated';
  if (ownCharacters(form, userInputs) < MIN_OWN_CHARACTERS) return 'personal';
  return undefined;
}

const alphanumeric = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The letters and digits left once the username, the brand and a run of one repeated
 * character are taken out (`Castall-2024!`, `admin castall 123` leave almost nothing).
 */
function ownCharacters(form: string, userInputs: readonly string[]): number {
  const words = [...userInputs.map((input) => alphanumeric(listForm(input))), ...SITE_WORDS]
    .filter((word) => word.length >= 3)
    .sort((a, b) => b.length - a.length);
  const letters = alphanumeric(form);
  let rest = letters;
  for (const word of words) rest = rest.split(word).join('');
  // Not built from them: the other checks judge it.
  if (rest === letters) return Number.POSITIVE_INFINITY;
  // Sequences such as 123456 or abcdef add nothing either.
  rest = rest.replace(/(.)\1+/gu, '$1');
  return [...rest].length - sequenceLength(rest);
}

/** Characters of `text` that only continue an ascending or descending run (`1234` → 3). */
function sequenceLength(text: string): number {
  const codes = [...text].map((c) => c.codePointAt(0) ?? 0);
  let inRuns = 0;
  for (let i = 1; i < codes.length; i++) {
    const step = (codes[i] ?? 0) - (codes[i - 1] ?? 0);
    if (step === 1 || step === -1) inRuns++;
  }
  return inRuns;
}
