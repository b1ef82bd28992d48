import { useT } from '../../i18n/lang-context';
import { Seo } from '../../lib/seo/Seo';
import { PageHeader } from '../../components/page/PageHeader';
import ShopIsland from './shop.island';

/**
 * The spare-parts shop (spec §2). The server renders the requested page of parts into the HTML
 * (server/src/site/shop); later pages are asked from the query endpoint, so a catalogue of
 * thousands stays fast. The heading is static; the filters and the list are the shop island.
 */
export default function ShopPage() {
  const t = useT();
  return (
    <>
      <Seo title={t('seo.shop.title')} description={t('seo.shop.description')} />
      <PageHeader title={t('shop.title')} lead={t('shop.lead')} />
      <ShopIsland />
    </>
  );
}
