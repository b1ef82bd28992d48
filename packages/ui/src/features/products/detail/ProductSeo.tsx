import { localizePath } from '../../../config/paths';
import { paths } from '../../../config/paths';
import { siteConfig } from '../../../config/site';
import { useLang, useT } from '../../../i18n/lang-context';
import { absoluteUrl } from '../../../lib/seo/head-tags';
import { Seo } from '../../../lib/seo/Seo';
import type { MachineProduct } from '@castall/machines/types';
import { productJsonLd } from '../product-json-ld';

export function ProductSeo({ product }: { product: MachineProduct }) {
  const t = useT();
  const lang = useLang();
  const jsonLd = productJsonLd({
    product,
    lang,
    categoryName: t(`products.category.${product.category}`),
    brand: siteConfig.brandName,
    url: absoluteUrl(localizePath(paths.product(product.id), lang)),
    origin: new URL(siteConfig.siteUrl).origin,
  });
  return (
    <Seo
      title={product.name}
      description={product.shortDescription}
      image={product.imageLarge}
      jsonLd={[jsonLd]}
    />
  );
}
