import { useState } from 'react';
import { useT } from '../../../i18n/lang-context';

type ShareState = 'idle' | 'copied' | 'failed';

/**
 * The spec leaves sharing open: the system share sheet where the browser has one (phones),
 * otherwise the link is copied and a visible, announced message confirms it.
 */
export function ShareButton({ title }: { title: string }) {
  const t = useT();
  const [state, setState] = useState<ShareState>('idle');

  async function share() {
    const url = window.location.href;
    const data = { title, text: t('products.detail.share.text', { product: title }), url };
    if (typeof navigator.share === 'function' && navigator.canShare?.(data) !== false) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // Closing the share sheet is the visitor's choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="share">
      <button type="button" className="button button--outline" onClick={() => void share()}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
          <path d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z" />
        </svg>
        {t('products.detail.share.button')}
      </button>
      <p className="share__status" role="status">
        {state === 'copied' && t('products.detail.share.copied')}
        {state === 'failed' && t('products.detail.share.failed')}
      </p>
    </div>
  );
}
