import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page/PageHeader';
import { useT } from '../../i18n/lang-context';
import { Seo } from '../../lib/seo/Seo';
import { ContactDetails } from './components/ContactDetails';
import { ContactForm } from './components/ContactForm';
import { ContactMap } from './components/ContactMap';
import './contact.css';

/** The contact form, the company's details and the map (spec §2). */
export default function ContactPage({ thanksUrl }: { thanksUrl?: ReactNode }) {
  const t = useT();
  return (
    <>
      <Seo title={t('seo.contact.title')} description={t('seo.contact.description')} />
      <PageHeader title={t('contact.title')} lead={t('contact.lead')} />
      <div className="page-section">
        <div className="container contact-layout">
          <ContactForm thanksUrl={thanksUrl} />
          <ContactDetails />
        </div>
      </div>
      <ContactMap />
    </>
  );
}
