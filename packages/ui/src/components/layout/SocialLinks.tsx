import { siteConfig } from '../../config/site';
import { useT } from '../../i18n/lang-context';
import { SocialIcon, type SocialNetwork } from '../icons/SocialIcon';

const names: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
};

export function SocialLinks() {
  const t = useT();
  return (
    <ul className="social-links">
      {(Object.keys(names) as SocialNetwork[]).map((network) => (
        <li key={network}>
          <a
            href={siteConfig.social[network]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${names[network]} ${t('common.footer.opensInNewTab')}`}
          >
            <SocialIcon network={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
