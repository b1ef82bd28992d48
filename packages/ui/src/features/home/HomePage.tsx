import { useT } from '../../i18n/lang-context';
import { Seo } from '../../lib/seo/Seo';

export default function HomePage() {
  const t = useT();
  return (
    <>
      <Seo />
      <h1>{t('home.hero.title')}</h1>
    </>
  );
}
