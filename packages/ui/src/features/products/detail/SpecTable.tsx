import { useLang, useT } from '../../../i18n/lang-context';
import { machineCatalog } from '@castall/machines';
import type { MachineProduct } from '@castall/machines/types';

export function SpecTable({ product }: { product: MachineProduct }) {
  const t = useT();
  const lang = useLang();
  return (
    <table className="spec-table">
      <caption className="visually-hidden">
        {t('products.detail.specifications')}: {product.name}
      </caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t('products.detail.specification')}</th>
          <th scope="col">{t('products.detail.value')}</th>
        </tr>
      </thead>
      <tbody>
        {product.specifications.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{machineCatalog.specLabel(label, lang)}</th>
            <td>{value ?? t('products.detail.onRequest')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
