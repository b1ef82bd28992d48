import { useId } from 'react';
import { useT } from '../../../i18n/lang-context';
import { productCatalogUrl } from '../../catalogs/catalog-urls';
import { CatalogMessageLine } from '../../catalogs/CatalogMessageLine';
import { useCatalogDownload } from '../../catalogs/use-catalog-download';
import type { MachineProductId } from '../catalog/types';
import '../../catalogs/catalogs.css';

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
  const messageId = useId();
  const { checking, message, download } = useCatalogDownload();
  const onClick = () => {
    const url = productCatalogUrl(productId);
    void download(url, 'notMapped');
  };
  return (
    <div className="catalog-download">
      <button
        type="button"
        className={className}
        onClick={onClick}
        aria-busy={checking}
        aria-describedby={message ? messageId : undefined}
      >
        {checking ? t('catalogs.checking') : t('catalogs.download')}
        <span className="visually-hidden"> – {productName}</span>
      </button>
      <CatalogMessageLine id={messageId} message={message} />
    </div>
  );
}
