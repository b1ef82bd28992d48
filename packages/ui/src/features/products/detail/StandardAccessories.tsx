import { useT } from '../../../i18n/lang-context';
import { CheckList, DetailSection } from './DetailSection';

/** The standard accessories of spec §2, the same for every machine of the rich layout. */
const ACCESSORIES = ['levelingFeet', 'frontDoor', 'bushing', 'plates'] as const;

export function StandardAccessories() {
  const t = useT();
  return (
    <DetailSection id="detail-accessories" title={t('products.detail.accessories.title')}>
      <CheckList items={ACCESSORIES.map((key) => t(`products.detail.accessories.${key}`))} />
    </DetailSection>
  );
}
