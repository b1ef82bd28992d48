import { useT } from '../../i18n/lang-context';
import { Seo } from '../../lib/seo/Seo';
import { PageHeader } from '../../components/page/PageHeader';
import { AboutIntro } from './components/AboutIntro';
import { HistoryTimeline } from './components/HistoryTimeline';
import { MissionVision } from './components/MissionVision';
import { ValuesSection } from './components/ValuesSection';
import './about.css';

export default function AboutPage() {
  const t = useT();
  return (
    <>
      <Seo title={t('seo.about.title')} description={t('seo.about.description')} />
      <PageHeader title={t('about.title')} lead={t('about.lead')} />
      <AboutIntro />
      <MissionVision />
      <ValuesSection />
      <HistoryTimeline />
    </>
  );
}
