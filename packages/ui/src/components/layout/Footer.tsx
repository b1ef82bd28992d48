import type { ReactNode } from 'react';
import { rasterIcon } from '../media/raster-icons';
import { NAV_ENTRIES, paths } from '../../config/paths';
import { PostalAddress } from '../page/PostalAddress';
import { siteConfig } from '../../config/site';
import { useT } from '../../i18n/lang-context';
import { LocalizedLink } from './LocalizedLink';
import NewsletterIsland from './newsletter.island';
import { SocialLinks } from './SocialLinks';

const quickLinks = [...NAV_ENTRIES, { path: paths.shop, key: 'shop' }] as const;

/** `newsletter`: the form's island as the page places it (an Astro page gives its own). */
export function Footer({ newsletter = <NewsletterIsland /> }: { newsletter?: ReactNode }) {
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__brand">
            {siteConfig.brandName}
          </h2>
          <p>{t('common.footer.about')}</p>
          <ul className="site-footer__badges">
            <li>
              <img
                {...rasterIcon('/images/badges/made-in-brazil', 40)}
                alt=""
                width="40"
                height="40"
                loading="lazy"
              />
              <span>{t('common.footer.madeInBrazil')}</span>
            </li>
            <li>
              <img
                {...rasterIcon('/images/badges/financing', 40)}
                alt=""
                width="40"
                height="40"
                loading="lazy"
              />
              <span>{t('common.footer.financing')}</span>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{t('common.footer.quickLinks')}</h2>
          <ul className="site-footer__links">
            {quickLinks.map((link) => (
              <li key={link.key}>
                <LocalizedLink to={link.path}>{t(`common.nav.${link.key}`)}</LocalizedLink>
              </li>
            ))}
            <li>
              <LocalizedLink to={paths.downloads}>{t('common.footer.catalogues')}</LocalizedLink>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('common.footer.contact')}</h2>
          <dl className="site-footer__contact">
            <dt>{t('common.footer.address')}</dt>
            <dd>
              <PostalAddress />
            </dd>
            <dt>{t('common.footer.phone')}</dt>
            <dd>
              <a href={`tel:${siteConfig.phoneE164}`}>{siteConfig.phoneDisplay}</a>
            </dd>
            <dt>{t('common.footer.email')}</dt>
            <dd>
              <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
            </dd>
            <dt>{t('common.footer.hours')}</dt>
            <dd>{t('common.footer.hoursValue')}</dd>
          </dl>
        </section>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter">{t('common.footer.newsletter.title')}</h2>
          <p>{t('common.footer.newsletter.text')}</p>
          {newsletter}
          <h3 className="site-footer__social-title">{t('common.footer.social')}</h3>
          <SocialLinks />
        </section>
      </div>
      <p className="site-footer__rights container">
        {t('common.footer.rights', { year: new Date().getFullYear(), brand: siteConfig.brandName })}
      </p>
    </footer>
  );
}
