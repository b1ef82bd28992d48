import { useId, useState, type FormEvent } from 'react';
import { siteConfig } from '../../config/site';
import { useT } from '../../i18n/lang-context';
import { subscribeToNewsletter } from '../../lib/newsletter';

type Status = 'idle' | 'sending' | 'success' | 'failed';

/**
 * The spec leaves the submission's effect open: the address is posted to the
 * product's API (/api/newsletter.php); until that endpoint answers success the
 * visitor is told plainly that the subscription did not go through.
 */
export function NewsletterForm() {
  const t = useT();
  const inputId = useId();
  const [status, setStatus] = useState<Status>('idle');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    setStatus('sending');
    const ok = await subscribeToNewsletter(email);
    setStatus(ok ? 'success' : 'failed');
    if (ok) form.reset();
  };

  return (
    <form className="newsletter-form" onSubmit={(event) => void onSubmit(event)}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('common.footer.newsletter.label')}
      </label>
      <input
        id={inputId}
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder={t('common.footer.newsletter.placeholder')}
      />
      <button type="submit" className="button button--primary" disabled={status === 'sending'}>
        {status === 'sending'
          ? t('common.footer.newsletter.sending')
          : t('common.footer.newsletter.submit')}
      </button>
      <p className="newsletter-form__status" role="status" aria-live="polite">
        {status === 'success' && t('common.footer.newsletter.success')}
        {status === 'failed' &&
          t('common.footer.newsletter.unavailable', { email: siteConfig.email })}
      </p>
    </form>
  );
}
