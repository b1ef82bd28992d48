import { useT } from '../../i18n/lang-context';
import type { CatalogMessage } from './use-catalog-download';

/**
 * Always in the page (empty when there is nothing to say) so screen readers announce a message
 * as soon as it is written; role=alert because each one reports a failed request.
 */
export function CatalogMessageLine({ id, message }: { id: string; message?: CatalogMessage }) {
  const t = useT();
  return (
    <p id={id} className="catalog-download__message" role="alert">
      {message ? t(`catalogs.messages.${message}`) : null}
    </p>
  );
}
