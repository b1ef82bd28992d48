import {
  API_ENDPOINTS,
  NEWSLETTER_NOTICE_IDS,
  NEWSLETTER_RETURN_FIELD,
  NEWSLETTER_TRAP_FIELD,
} from '@castall/contracts';
import { useState, type FormEvent } from 'react';
import { useId } from '../../lib/use-id';
import { siteConfig } from '../../config/site';
import { useT } from '../../i18n/lang-context';
import { subscribeToNewsletter, type NewsletterResult } from '../../lib/api-client';
import { useSiteLocation } from '../../lib/site-location';

type Status = 'idle' | 'sending' | NewsletterResult;

/**
 * The spec leaves the submission's effect open: the address is posted to the
 * product's API (/api/newsletter.php); until that endpoint answers success the
 * visitor is told plainly that the subscription did not go through.
 * Without JavaScript it is a plain form post to the same endpoint (the button's `formaction`),
 * which sends the browser back to this page at one of the notices below, shown by CSS
 * `:target` (footer.css).
 */
export function NewsletterForm() {
  const t = useT();
  const inputId = useId();
  const trapId = useId();
  const [status, setStatus] = useState<Status>('idle');
  const { pathname } = useSiteLocation();
  const failed = t('common.footer.newsletter.unavailable', { email: siteConfig.email });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setStatus('sending');
    const result = await subscribeToNewsletter(
      String(data.get('email') ?? ''),
      String(data.get(NEWSLETTER_TRAP_FIELD) ?? ''),
    );
    setStatus(result);
    if (result === 'subscribed') form.reset();
  };

  return (
    <form className="newsletter-form" onSubmit={(event) => void onSubmit(event)}>
      <input type="hidden" name={NEWSLETTER_RETURN_FIELD} value={pathname} />
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
      {/* A trap for form-filling bots (issue 11): hidden from sight, from assistive technology
          and from the tab order, so only a bot fills it; the server then stores nothing. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={trapId}>{t('common.footer.newsletter.trap')}</label>
        <input
          id={trapId}
          name={NEWSLETTER_TRAP_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      {/* The plain post's address and method are the button's, which Enter in the field uses
          too, so the form itself stays a script's form (the contact page's one form with a
          method is the contact form). */}
      <button
        type="submit"
        className="button button--primary"
        formAction={API_ENDPOINTS.newsletter}
        formMethod="post"
        disabled={status === 'sending'}
      >
        {status === 'sending'
          ? t('common.footer.newsletter.sending')
          : t('common.footer.newsletter.submit')}
      </button>
      <p className="newsletter-form__status" role="status" aria-live="polite">
        {status === 'subscribed' && t('common.footer.newsletter.success')}
        {status === 'tooMany' && t('common.footer.newsletter.tooMany')}
        {status === 'failed' && failed}
      </p>
      <p id={NEWSLETTER_NOTICE_IDS.subscribed} className="newsletter-form__notice">
        {t('common.footer.newsletter.success')}
      </p>
      <p id={NEWSLETTER_NOTICE_IDS.tooMany} className="newsletter-form__notice">
        {t('common.footer.newsletter.tooMany')}
      </p>
      <p id={NEWSLETTER_NOTICE_IDS.failed} className="newsletter-form__notice">
        {failed}
      </p>
    </form>
  );
}
