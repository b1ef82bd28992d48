import { useState, type FormEvent } from 'react';
import { useId } from '../../../lib/use-id';
import { failureMessage, isUnauthorized } from '../../../lib/api-client';
import { useAdminSession } from '../session';
import { ADMIN_TEXTS as T } from '../../../i18n/locales/pt/admin';
import { FormDialog } from '../form-dialog';

interface Props {
  onChanged: () => void;
  onClose: () => void;
  onUnauthorized: () => void;
}

type Field = 'current' | 'next' | 'confirm';

/**
 * 'Alterar senha': the current password, the new one and its confirmation. The server checks
 * the current one (a wrong one counts toward the login lockout) and the rule for the new one,
 * and answers in Portuguese; only the confirmation is checked here.
 */
export function ChangePasswordDialog({ onChanged, onClose, onUnauthorized }: Props) {
  const { api, signedIn } = useAdminSession();
  const hintId = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    current: '',
    next: '',
    confirm: '',
  });
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (values.current === '' || values.next === '' || values.confirm === '') {
      setError(T.passwordFieldsRequired);
      return;
    }
    if (values.next !== values.confirm) {
      setError(T.passwordMismatch);
      return;
    }
    setSaving(true);
    setError('');
    try {
      // The session now has a new id; the desktop keeps its new bearer token.
      const token = await api.changePassword(values.current, values.next);
      if (token !== undefined) await signedIn(token);
      onChanged();
    } catch (err) {
      if (isUnauthorized(err)) {
        onUnauthorized();
        return;
      }
      setError(
        failureMessage(err, {
          refused: T.passwordChangeError,
          network: T.passwordChangeNetworkError,
        }),
      );
      setSaving(false);
    }
  }

  const field = (name: Field, autoComplete: string) => ({
    name,
    type: 'password',
    autoComplete,
    required: true,
    value: values[name],
    disabled: saving,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <FormDialog
      title={T.changePassword}
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
      className="admin-dialog--narrow"
    >
      {error !== '' && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      <label className="admin-field">
        <span>{T.currentPassword}</span>
        <input {...field('current', 'current-password')} />
      </label>
      <label className="admin-field">
        <span>{T.newPassword}</span>
        <input {...field('next', 'new-password')} aria-describedby={hintId} />
      </label>
      <p id={hintId} className="admin-hint">
        {T.newPasswordHint}
      </p>
      <label className="admin-field">
        <span>{T.confirmPassword}</span>
        <input {...field('confirm', 'new-password')} />
      </label>
    </FormDialog>
  );
}
