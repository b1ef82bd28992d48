import { useT } from '../../../i18n/lang-context';
import { prefersReducedMotion } from '../browser';

/** Smooth-scrolls to the section with the given id (the About section). */
export function ScrollDownButton({ targetId }: { targetId: string }) {
  const t = useT();
  const scroll = () => {
    const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
    document.getElementById(targetId)?.scrollIntoView({ behavior, block: 'start' });
  };
  return (
    <button
      type="button"
      className="hero__scroll"
      aria-label={t('home.hero.scrollDown')}
      onClick={scroll}
    >
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
        <path
          d="m6 9 6 6 6-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
