import { useT } from '../../../i18n/lang-context';
import type { AboutFeature } from '../preview-items';
import { cardRevealDelay, revealStyle } from '../reveal';
import { FeatureIcon } from './FeatureIcon';

/** One of the four About cards; `index` sets its place in the reveal stagger. */
export function FeatureCard({ feature, index }: { feature: AboutFeature; index: number }) {
  const t = useT();
  return (
    <li className="feature-card reveal-item" style={revealStyle(cardRevealDelay(index))}>
      <span className="feature-card__icon">
        <FeatureIcon feature={feature} />
      </span>
      <h3 className="feature-card__title">{t(`home.about.features.${feature}.title`)}</h3>
      <p className="feature-card__text">{t(`home.about.features.${feature}.text`)}</p>
    </li>
  );
}
