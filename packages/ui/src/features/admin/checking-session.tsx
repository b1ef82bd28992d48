import { ADMIN_TEXTS } from '../../i18n/locales/pt/admin';

/** Spec §4: what every admin screen shows until the stored session has been checked. */
export function CheckingSession() {
  return (
    <p className="admin-checking" role="status">
      {ADMIN_TEXTS.checkingAuth}
    </p>
  );
}
