import { useT } from '../../../i18n/lang-context';
import { previewServices } from '../preview-items';
import { SectionHeading } from './SectionHeading';
import { ServiceCard } from './ServiceCard';

/** Retrofit, maintenance and parts, each linking to its anchor on /services (spec §2). */
export function ServicesPreview() {
  const t = useT();
  return (
    <section className="home-section home-services" aria-labelledby="home-services-title">
      <div className="container">
        <SectionHeading
          id="home-services-title"
          eyebrow={t('home.services.eyebrow')}
          title={t('home.services.title')}
          description={t('home.services.description')}
        />
        <ul className="card-grid">
          {previewServices.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </ul>
      </div>
    </section>
  );
}
