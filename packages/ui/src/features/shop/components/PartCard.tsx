import type { SparePart } from '@castall/contracts';
import { useLang, useT } from '../../../i18n/lang-context';
import { htmlLang } from '../../../i18n/languages';
import { chatLink } from '../../../lib/chat-link';
import { categoryKey, localizedPartText } from '../part-view';
import { PartImage } from './PartImage';

/** One part of the shop (spec §2): picture, texts, code, category, stock and a quote link. */
export function PartCard({ part }: { part: SparePart }) {
  const t = useT();
  const lang = useLang();
  const name = localizedPartText(part, 'nome', lang) ?? t('shop.part.nameFallback');
  const description =
    localizedPartText(part, 'descricao', lang) ?? t('shop.part.descriptionFallback');
  const category = categoryKey(part.categoria);
  // The name travels as an interpolated value, so a part called "{{x}}" or "<b>" stays text.
  const message = t('shop.part.chatMessage', { name, code: part.codigo });
  return (
    <li className="part-card">
      <PartImage imagem={part.imagem} />
      <div className="part-card__body">
        <h3 className="part-card__name">{name}</h3>
        <p className="part-card__description">{description}</p>
        <dl className="part-card__facts">
          <div>
            <dt>{t('shop.part.code')}</dt>
            <dd className="part-card__code">{part.codigo}</dd>
          </div>
          <div>
            <dt>{t('shop.part.category')}</dt>
            <dd>{category ? t(`shop.categories.${category}`) : part.categoria}</dd>
          </div>
          <div>
            <dt>{t('shop.part.stock')}</dt>
            <dd>
              {part.estoque > 0
                ? new Intl.NumberFormat(htmlLang(lang)).format(part.estoque)
                : t('shop.part.outOfStock')}
            </dd>
          </div>
        </dl>
        <a
          className="button button--chat part-card__quote"
          href={chatLink(message)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('shop.part.quote')}
          <span className="visually-hidden"> {t('shop.part.quoteContext', { name })}</span>
        </a>
      </div>
    </li>
  );
}
