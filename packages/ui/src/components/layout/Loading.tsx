import { useT } from '../../i18n/lang-context';

export function Loading() {
  return (
    <p className="page-loading" role="status">
      {useT()('common.loading')}
    </p>
  );
}
