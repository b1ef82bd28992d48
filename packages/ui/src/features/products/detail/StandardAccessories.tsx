import { useT } from '../../../i18n/lang-context';
import type { MachineProduct } from '@castall/machines/types';
import { CheckList, DetailSection } from './DetailSection';

/** What ships with the machine: each product's own items (spec §2 and §3). */
export function StandardAccessories({ product }: { product: MachineProduct }) {
  const t = useT();
  return (
    <DetailSection id="detail-accessories" title={t('products.detail.accessories.title')}>
      <CheckList items={product.standardItems} />
    </DetailSection>
  );
}
