import { useT } from '../../i18n/lang-context';
import { Seo } from '../../lib/seo/Seo';
import { AboutHeader } from './components/AboutHeader';
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
      <AboutHeader />
      <AboutIntro />
      <MissionVision />
      <ValuesSection />
      <HistoryTimeline />
    </>
  );
}
