import { LocalizedLink } from '../../../components/layout/LocalizedLink';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/lang-context';
import { chatLink } from '../../../lib/chat-link';
import type { previewProducts } from '../preview-items';

type PreviewProduct = (typeof previewProducts)[number];

/** A product with a learn-more link and a quote button that opens the chat app. */
export function ProductPreviewCard({ product }: { product: PreviewProduct }) {
  const t = useT();
  const name = t(`home.products.items.${product.key}.name`);
  return (
    <li className="product-card">
      <img
        className="product-card__image"
        src={product.image}
        alt={name}
        width={800}
        height={600}
        loading="lazy"
        decoding="async"
      />
      <div className="product-card__body">
        <h3 className="product-card__title">{name}</h3>
        <p className="product-card__text">{t(`home.products.items.${product.key}.description`)}</p>
        <div className="product-card__actions">
          <LocalizedLink to={paths.product(product.id)} className="button button--outline">
            {t('home.products.learnMore')}
            <span className="visually-hidden">: {name}</span>
          </LocalizedLink>
          <a
            className="button button--primary"
            href={chatLink(t('common.chat.productMessage', { product: name }))}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('home.products.quote')}
            <span className="visually-hidden">
              : {name} {t('common.footer.opensInNewTab')}
            </span>
          </a>
        </div>
      </div>
    </li>
  );
}
