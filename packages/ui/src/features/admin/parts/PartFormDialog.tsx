import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useId } from '../../../lib/use-id';
import type { AdminPart } from '../admin-api';
import { ApiError, failureMessage, isUnauthorized } from '../../../lib/api-client';
import { ErrorSummary } from '../error-summary';
import { FormDialog } from '../form-dialog';
import { FormField } from '../form-field';
import { uploadUrl } from '../part-image';
import { useAdminSession } from '../session';
import { ADMIN_TEXTS as T } from '../../../i18n/locales/pt/admin';

import {
  EMPTY_FORM,
  FORM_LANGS,
  fieldLabel,
  isRequired,
  validatePartForm,
  valuesOf,
  type PartFormField,
  type PartFormValues,
} from './part-form-values';
import { useImagePreview } from './use-image-preview';
import { CategoryOptions } from './CategoryOptions';
import { PartHistory } from './PartHistory';

interface Props {
  /** The part to edit; undefined for a new part. */
  part: AdminPart | undefined;
  /** The part as the server saved it (its new version). */
  onSaved: (saved: AdminPart) => void;
  /** A history version was restored: the form stays open, the list behind it may reload. */
  onRestored?: () => void;
  onClose: () => void;
  onUnauthorized: () => void;
}

/** Spec §2/§4 "Admin form": 'Nova Peça' or 'Editar Peça' in a modal dialog. */
export function PartFormDialog({ part, onSaved, onRestored, onClose, onUnauthorized }: Props) {
  const { api, platform } = useAdminSession();
  const [editing, setEditing] = useState(part);
  const [values, setValues] = useState<PartFormValues>(part ? valuesOf(part) : EMPTY_FORM);
  const [image, setImage] = useState<File | null>(null);
  const [invalid, setInvalid] = useState<Partial<Record<PartFormField | 'imagem', string>>>({});
  const [error, setError] = useState('');
  const [conflict, setConflict] = useState(false);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState(0);
  // Bumped by each refused submit, so the summary takes focus again even with the same errors.
  const [failedSubmits, setFailedSubmits] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const formId = useId();
  const idOf = (field: PartFormField | 'imagem') => `${formId}-${field}`;
  const preview = useImagePreview(
    image,
    editing ? uploadUrl(editing.imagem, platform.apiBaseUrl) : '',
  );

  useEffect(() => {
    if (failedSubmits > 0) summary.current?.focus();
  }, [failedSubmits]);

  function set(field: PartFormField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  /** Spec: a 409 from a concurrent edit offers to load the part as it is now. */
  async function reloadPart() {
    if (!editing) return;
    try {
      const page = await api.queryParts({
        search: editing.codigo,
        categoria: '',
        missingTranslation: false,
        page: 1,
        pageSize: 50,
      });
      const current = page.items.find((item) => item.id === editing.id);
      if (!current) {
        setError(T.reloadPartGone);
      } else {
        setEditing(current);
        setValues(valuesOf(current));
        setError('');
      }
      setConflict(false);
    } catch (err) {
      setError(failureMessage(err, { refused: T.saveError, network: T.saveNetworkError }));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = validatePartForm(values, image);
    setInvalid(errors);
    if (Object.keys(errors).length > 0) {
      setError('');
      setFailedSubmits((count) => count + 1);
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.set(name, value.trim());
    if (editing) {
      form.set('id', editing.id);
      if (editing.version !== undefined) form.set('version', String(editing.version));
    }
    if (image) form.set('imagem', image);
    setSaving(true);
    setError('');
    setConflict(false);
    setProgress(0);
    try {
      onSaved(await api.savePart(form, setProgress));
    } catch (err) {
      if (isUnauthorized(err)) {
        onUnauthorized();
        return;
      }
      setError(failureMessage(err, { refused: T.saveError, network: T.saveNetworkError }));
      setConflict(
        err instanceof ApiError &&
          err.failure.kind === 'refused' &&
          err.failure.status === 409 &&
          editing !== undefined,
      );
      setSaving(false);
    }
  }

  const fieldProps = (field: PartFormField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });
  /** A field of the form: its label, its required marker and its own error message. */
  const field = (name: PartFormField) => ({
    id: idOf(name),
    label: fieldLabel(name),
    required: isRequired(name),
    error: invalid[name],
  });
  // In the form's order, so the summary reads top to bottom like the fields.
  const summaryErrors = [
    ...FORM_LANGS.flatMap((lang) => [`nome_${lang}`, `descricao_${lang}`] as const),
    ...(['codigo', 'categoria', 'preco', 'estoque', 'imagem'] as const),
  ].flatMap((name) => {
    const message = invalid[name];
    return message === undefined ? [] : [{ fieldId: idOf(name), message }];
  });

  return (
    <FormDialog
      title={editing ? T.formEdit : T.formNew}
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="admin-form__legend">{T.requiredLegend}</p>
      {summaryErrors.length > 0 && <ErrorSummary ref={summary} errors={summaryErrors} />}
      {error !== '' && (
        <div className="admin-error" role="alert">
          <p>{error}</p>
          {conflict && (
            <button type="button" className="admin-button" onClick={() => void reloadPart()}>
              {T.reloadPart}
            </button>
          )}
        </div>
      )}
      <div className="admin-form__langs">
        {FORM_LANGS.map((lang) => (
          <fieldset key={lang} className="admin-form__lang">
            <legend>{T.languages[lang]}</legend>
            <FormField {...field(`nome_${lang}`)}>
              {(control) => <input {...control} {...fieldProps(`nome_${lang}`)} />}
            </FormField>
            <FormField {...field(`descricao_${lang}`)}>
              {(control) => <textarea rows={4} {...control} {...fieldProps(`descricao_${lang}`)} />}
            </FormField>
          </fieldset>
        ))}
      </div>
      <div className="admin-form__row">
        <FormField {...field('codigo')}>
          {(control) => <input {...control} {...fieldProps('codigo')} />}
        </FormField>
        <FormField {...field('categoria')}>
          {(control) => (
            <select {...control} {...fieldProps('categoria')}>
              <CategoryOptions emptyLabel={T.chooseCategory} />
            </select>
          )}
        </FormField>
        <FormField {...field('preco')}>
          {(control) => <input inputMode="decimal" {...control} {...fieldProps('preco')} />}
        </FormField>
        <FormField {...field('estoque')}>
          {(control) => <input inputMode="numeric" {...control} {...fieldProps('estoque')} />}
        </FormField>
      </div>
      <div className="admin-form__image">
        <FormField id={idOf('imagem')} label={T.image} error={invalid.imagem}>
          {(control) => (
            <input
              type="file"
              name="imagem"
              accept="image/*"
              {...control}
              onChange={(event) => setImage(event.target.files?.[0] ?? null)}
            />
          )}
        </FormField>
        {preview !== '' && (
          <img className="admin-form__preview" src={preview} alt={T.imagePreview} />
        )}
        {saving && image !== null && (
          <progress
            className="admin-form__progress"
            max={1}
            value={progress}
            aria-label={T.uploading}
          />
        )}
      </div>
      {editing && (
        <PartHistory
          partId={editing.id}
          version={editing.version}
          onRestored={(restored) => {
            setEditing(restored);
            setValues(valuesOf(restored));
            setImage(null);
            setInvalid({});
            setError('');
            setConflict(false);
            onRestored?.();
          }}
          onUnauthorized={onUnauthorized}
        />
      )}
    </FormDialog>
  );
}
