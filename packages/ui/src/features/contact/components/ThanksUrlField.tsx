import { useLang } from '../../../i18n/lang-context';
import { CONTACT_FIELDS } from '../contact-form';
import { useThanksUrl } from '../hooks/use-thanks-url';

/** Where the form service sends the visitor back: this copy of the site once it hydrates. */
export function ThanksUrlField() {
  const next = useThanksUrl(useLang());
  return <input type="hidden" name={CONTACT_FIELDS.next} value={next} />;
}
