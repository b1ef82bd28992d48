import { partSlug, type PartPageData } from '@castall/contracts';
import type { ReactNode } from 'react';
import { ChatLinkButton } from '../../components/page/ChatLinkButton';
import { localizePath, paths } from '../../config/paths';
import { siteConfig } from '../../config/site';
import { useLang, useT } from '../../i18n/lang-context';
import { absoluteUrl } from '../../lib/seo/head-tags';
import { Seo } from '../../lib/seo/Seo';
import {
  categoryKey,
  formatNumber,
  formatPrice,
  localizedPartText,
  partImageUrl,
  PartImage,
} from '../shop/index';
import { Breadcrumbs } from './Breadcrumbs';
import { breadcrumbJsonLd, partJsonLd } from './part-json-ld';
import { RelatedParts } from './RelatedParts';
import './part-page.css';

/**
 * A spare part's own page (issue 15), rendered per request from the store in the page's
 * language (pages/[...lang]/shop/[slug].astro): what the shop's card shows, with its price when
 * set, its neighbours and the head a search engine indexes. `addToQuote` is the island the page
 * file places. An unknown part's page is pages/[...lang]/shop/404.astro.
 */
export default function PartPage({
  data,
  addToQuote,
}: {
  data: PartPageData;
  addToQuote?: ReactNode;
}) {
  return <PartDetails {...data} addToQuote={addToQuote} />;
}

function PartDetails({
  part,
  related,
  siteUrl,
  addToQuote,
}: PartPageData & { addToQuote?: ReactNode }) {
  const t = useT();
  const lang = useLang();
  const name = localizedPartText(part, 'nome', lang) ?? t('shop.part.nameFallback');
  const description =
    localizedPartText(part, 'descricao', lang) ?? t('shop.part.descriptionFallback');
  const key = categoryKey(part.categoria);
  const category = key ? t(`shop.categories.${key}`) : part.categoria;
  const href = (path: string) => localizePath(path, lang);
  const crumbs = [
    { name: t('common.nav.home'), href: href(paths.home) },
    { name: t('common.nav.shop'), href: href(paths.shop) },
    { name, href: href(paths.part(partSlug(part))) },
  ];
  const image = partImageUrl(part.imagem);
  const jsonLd = [
    partJsonLd({
      part,
      name,
      description,
      categoryName: category,
      brand: siteConfig.brandName,
      url: absoluteUrl(crumbs[2]!.href, siteUrl),
      image: image && absoluteUrl(image, siteUrl),
    }),
    breadcrumbJsonLd(
      crumbs.map((crumb) => ({ name: crumb.name, url: absoluteUrl(crumb.href, siteUrl) })),
    ),
  ];
  return (
    <article className="part-page container page-top">
      <Seo
        title={t('shop.partPage.title', { name, code: part.codigo })}
        description={t('shop.partPage.description', { name, code: part.codigo, category })}
        image={image}
        jsonLd={jsonLd}
      />
      <Breadcrumbs label={t('shop.partPage.breadcrumb')} crumbs={crumbs} />
      <div className="part-page__main">
        <PartImage imagem={part.imagem} noImage={t('shop.part.noImage')} eager />
        <div className="part-page__body">
          <h1>{name}</h1>
          <p className="part-page__description">{description}</p>
          <dl className="part-page__facts">
            <div>
              <dt>{t('shop.part.code')}</dt>
              <dd className="part-card__code">{part.codigo}</dd>
            </div>
            <div>
              <dt>{t('shop.part.category')}</dt>
              <dd>{category}</dd>
            </div>
            <div>
              <dt>{t('shop.partPage.price')}</dt>
              <dd>
                {part.preco > 0 ? formatPrice(part.preco, lang) : t('shop.partPage.priceOnRequest')}
              </dd>
            </div>
            <div>
              <dt>{t('shop.part.stock')}</dt>
              <dd>
                {part.estoque > 0 ? formatNumber(part.estoque, lang) : t('shop.part.outOfStock')}
              </dd>
            </div>
          </dl>
          {addToQuote}
          <p className="part-page__actions">
            <ChatLinkButton message={t('shop.part.chatMessage', { name, code: part.codigo })}>
              {t('shop.part.quote')}
            </ChatLinkButton>
            <a className="back-link" href={href(paths.shop)}>
              <span aria-hidden="true">←</span>
              {t('shop.partPage.backToShop')}
            </a>
          </p>
        </div>
      </div>
      <RelatedParts parts={related} category={category} />
    </article>
  );
}
