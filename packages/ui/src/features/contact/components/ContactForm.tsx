import type { ReactNode } from 'react';
import { siteConfig } from '../../../config/site';
import { useT } from '../../../i18n/lang-context';
import { CONTACT_FIELDS, SUBJECT_OPTIONS } from '../contact-form';
import { FormField } from './FormField';

/**
 * A plain HTML form posted to the external form service (spec §7); the
 * browser checks the required fields and the e-mail format (spec §5) before
 * sending, so it works before and without JavaScript. `thanksUrl`: the return address's island,
 * which the page file places (pages/[...lang]/contact.astro).
 */
export function ContactForm({ thanksUrl }: { thanksUrl?: ReactNode }) {
  const t = useT();
  return (
    <section className="contact-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="contact-form__title">
        {t('contact.form.title')}
      </h2>
      <p className="contact-form__note">{t('contact.form.required')}</p>
      <form action={siteConfig.formServiceUrl} method="POST">
        <FormField id="contact-name" label={t('contact.form.name')} required>
          <input
            id="contact-name"
            name={CONTACT_FIELDS.name}
            type="text"
            autoComplete="name"
            required
          />
        </FormField>
        <FormField id="contact-email" label={t('contact.form.email')} required>
          <input
            id="contact-email"
            name={CONTACT_FIELDS.email}
            type="email"
            autoComplete="email"
            required
          />
        </FormField>
        <FormField
          id="contact-phone"
          label={t('contact.form.phone')}
          hint={t('contact.form.optional')}
        >
          <input id="contact-phone" name={CONTACT_FIELDS.phone} type="tel" autoComplete="tel" />
        </FormField>
        <FormField id="contact-subject" label={t('contact.form.subject')} required>
          <select id="contact-subject" name={CONTACT_FIELDS.subject} required defaultValue="">
            <option value="">{t('contact.form.subjectPlaceholder')}</option>
            {SUBJECT_OPTIONS.map(({ key, value }) => (
              <option key={key} value={value}>
                {t(`contact.form.subjects.${key}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="contact-message" label={t('contact.form.message')} required>
          <textarea id="contact-message" name={CONTACT_FIELDS.message} rows={6} required />
        </FormField>
        {/* Not displayed, so people and screen readers never meet it; bots fill it in. */}
        <div className="contact-form__honeypot" hidden>
          <label>
            {t('contact.form.honeypot')}
            <input type="text" name={CONTACT_FIELDS.honeypot} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <input type="hidden" name={CONTACT_FIELDS.captcha} value="false" />
        {thanksUrl}
        <button type="submit" className="button button--primary contact-form__submit">
          {t('contact.form.submit')}
        </button>
      </form>
    </section>
  );
}
