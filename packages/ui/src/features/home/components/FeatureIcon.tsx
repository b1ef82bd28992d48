import type { AboutFeature } from '../preview-items';

/** Stroke paths of a 24×24 icon per feature card. */
const icons: Record<AboutFeature, readonly string[]> = {
  // An award ribbon: years of experience.
  experience: ['M12 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z', 'M8.5 13 7 22l5-3 5 3-1.5-9'],
  // A lightning bolt: the energy-saving servomotor drive.
  technology: ['M13 2 4 14h7l-1 8 9-12h-7l1-8z'],
  // A light bulb.
  innovation: [
    'M9 18h6',
    'M10 22h4',
    'M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.2 1 2V17h6v-.3c0-.8.4-1.5 1-2A7 7 0 0 0 12 2z',
  ],
  // A shield with a check mark: NR-12 safety and warranty.
  quality: ['M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3z', 'm8.5 12 2.5 2.5 4.5-5'],
};

/** Decorative icon; the card's heading names the feature. */
export function FeatureIcon({ feature }: { feature: AboutFeature }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      {icons[feature].map((d) => (
        <path
          key={d}
          d={d}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
