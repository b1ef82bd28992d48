import { useT } from '../../i18n/lang-context';
import { productCatalogUrl } from './catalog-urls';
import { CatalogDownloadAction } from './CatalogDownloadAction';
import type { MachineProductId } from '@castall/machines/types';
import './catalogs.css';

export interface CatalogDownloadButtonProps {
  /** Any string: an id without a mapped file shows 'Catálogo não disponível para este produto.' */
  productId: MachineProductId | (string & {});
  productName: string;
  className?: string;
}

/** Downloads the product's catalogue PDF after checking that it exists (spec §4, §7, §8). */
export function CatalogDownloadButton({
  productId,
  productName,
  className = 'button button--outline',
}: CatalogDownloadButtonProps) {
  const t = useT();
  return (
    <div className="catalog-download">
      <CatalogDownloadAction
        url={productCatalogUrl(productId)}
        whenMissing="notMapped"
        className={className}
        label={(checking) => (
          <>
            {checking ? t('catalogs.checking') : t('catalogs.download')}
            <span className="visually-hidden"> – {productName}</span>
          </>
        )}
      />
    </div>
  );
}
