import { PageHeader } from '../../components/page/PageHeader';
import { useT } from '../../i18n/lang-context';
import { Seo } from '../../lib/seo/Seo';
import { MaintenanceSection } from './components/MaintenanceSection';
import { PartsSection } from './components/PartsSection';
import { RetrofitSection } from './components/RetrofitSection';
import './services.css';

/** Retrofit, maintenance and parts, each an anchored section (spec §2). */
export default function ServicesPage() {
  const t = useT();
  return (
    <>
      <Seo title={t('seo.services.title')} description={t('seo.services.description')} />
      <PageHeader title={t('services.title')} lead={t('services.lead')} />
      <RetrofitSection />
      <MaintenanceSection />
      <PartsSection />
    </>
  );
}
