import { useT } from '../../../i18n/lang-context';
import { machineCatalog } from '../catalog';
import type { MachineProductId } from '../catalog/types';

export interface CatalogDownloadButtonProps {
  productId: MachineProductId;
  productName: string;
}

/**
 * The product's catalogue PDF. For now a plain download link to `/catalogs/{file}`; the
 * catalogue-download work replaces this file's behaviour (HEAD check and the §8 messages)
 * behind the same props.
 */
export function CatalogDownloadButton({ productId, productName }: CatalogDownloadButtonProps) {
  const t = useT();
  const file = machineCatalog.productCatalogFile(productId);
  if (!file) return null;
  return (
    <a className="button button--outline" href={`/catalogs/${file}`} download>
      {t('products.card.download')}
      <span className="visually-hidden">: {productName} (PDF)</span>
    </a>
  );
}
