import { useT } from '../../../i18n/lang-context';
import { chatLink } from '../../../lib/chat-link';

/** Opens the chat app with the product's name prefilled (spec §7). */
export function QuoteButton({ productName, label }: { productName: string; label?: string }) {
  const t = useT();
  return (
    <a
      className="button button--primary"
      href={chatLink(t('common.chat.productMessage', { product: productName }))}
      target="_blank"
      rel="noopener noreferrer"
    >
      {label ?? t('products.card.quote')}
      <span className="visually-hidden">
        : {productName} {t('common.footer.opensInNewTab')}
      </span>
    </a>
  );
}
