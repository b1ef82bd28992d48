import { partSlug, type SparePart } from '@castall/contracts';
import { memo } from 'react';
import { AddToQuoteButton } from '../../../components/quote';
import { localizePath, paths } from '../../../config/paths';
import type { Lang } from '../../../i18n/languages';
import { chatLink } from '../../../lib/chat-link';
import type { CardTexts } from '../hooks/use-card-texts';
import { formatNumber } from '../number-format';
import { categoryKey, localizedPartText } from '../part-view';
import { PartImage } from './PartImage';

interface PartCardProps {
  part: SparePart;
  lang: Lang;
  texts: CardTexts;
}

/**
 * One part of the shop (spec §2): picture, texts, code, category, stock and a quote link; its
 * name links to the part's own page.
 * Memoised: a new page or a search in progress re-renders the list, not the unchanged cards.
 */
export const PartCard = memo(function PartCard({ part, lang, texts }: PartCardProps) {
  const name = localizedPartText(part, 'nome', lang) ?? texts.nameFallback;
  const description = localizedPartText(part, 'descricao', lang) ?? texts.descriptionFallback;
  const category = categoryKey(part.categoria);
  return (
    <li className="part-card">
      <PartImage imagem={part.imagem} noImage={texts.noImage} />
      <div className="part-card__body">
        <h3 className="part-card__name">
          {/* The part's own page (issue 15), which search engines index and buyers share. */}
          <a href={localizePath(paths.part(partSlug(part)), lang)}>{name}</a>
        </h3>
        <p className="part-card__description">{description}</p>
        <dl className="part-card__facts">
          <div>
            <dt>{texts.code}</dt>
            <dd className="part-card__code">{part.codigo}</dd>
          </div>
          <div>
            <dt>{texts.category}</dt>
            <dd>{category ? texts.categories[category] : part.categoria}</dd>
          </div>
          <div>
            <dt>{texts.stock}</dt>
            <dd>{part.estoque > 0 ? formatNumber(part.estoque, lang) : texts.outOfStock}</dd>
          </div>
        </dl>
        <div className="part-card__actions">
          <a
            className="button button--chat part-card__quote"
            href={chatLink(texts.chatMessage(name, part.codigo))}
            target="_blank"
            rel="noopener noreferrer"
          >
            {texts.quote}
            <span className="visually-hidden"> {texts.quoteContext(name)}</span>
          </a>
          <AddToQuoteButton
            kind="part"
            code={part.codigo}
            name={{ pt: part.nome_pt, en: part.nome_en, es: part.nome_es }}
            compact
          />
        </div>
      </div>
    </li>
  );
});
