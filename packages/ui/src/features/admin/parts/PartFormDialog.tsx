import { useState, type FormEvent } from 'react';
import type { AdminPart } from '../admin-api';
import { AdminApiError, failureMessage } from '../api-errors';
import { FormDialog } from '../form-dialog';
import { uploadUrl } from '../part-image';
import { savePart } from '../save-part';
import { useAdminSession } from '../session';
import { ADMIN_TEXTS as T } from '../texts';

import {
  EMPTY_FORM,
  FORM_LANGS,
  fieldLabel,
  validatePartForm,
  valuesOf,
  type PartFormField,
  type PartFormValues,
} from './part-form-values';
import { useImagePreview } from './use-image-preview';
import { CategoryOptions } from './CategoryOptions';

interface Props {
  /** The part to edit; undefined for a new part. */
  part: AdminPart | undefined;
  onSaved: () => void;
  onClose: () => void;
  onUnauthorized: () => void;
}

/** Spec §2/§4 "Admin form": 'Nova Peça' or 'Editar Peça' in a modal dialog. */
export function PartFormDialog({ part, onSaved, onClose, onUnauthorized }: Props) {
  const { api, platform } = useAdminSession();
  const [editing, setEditing] = useState(part);
  const [values, setValues] = useState<PartFormValues>(part ? valuesOf(part) : EMPTY_FORM);
  const [image, setImage] = useState<File | null>(null);
  const [invalid, setInvalid] = useState<Partial<Record<PartFormField | 'imagem', string>>>({});
  const [error, setError] = useState('');
  const [conflict, setConflict] = useState(false);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState(0);
  const preview = useImagePreview(
    image,
    editing ? uploadUrl(editing.imagem, platform.apiBaseUrl) : '',
  );

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
      setError(Object.values(errors).join(' '));
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
      await savePart(api, form, setProgress);
      onSaved();
    } catch (err) {
      if (err instanceof AdminApiError && err.failure.kind === 'unauthorized') {
        onUnauthorized();
        return;
      }
      setError(failureMessage(err, { refused: T.saveError, network: T.saveNetworkError }));
      setConflict(
        err instanceof AdminApiError &&
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
    'aria-invalid': invalid[field] ? true : undefined,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  return (
    <FormDialog
      title={editing ? T.formEdit : T.formNew}
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
    >
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
            <label className="admin-field">
              <span>{fieldLabel(`nome_${lang}`)}</span>
              <input required {...fieldProps(`nome_${lang}`)} />
            </label>
            <label className="admin-field">
              <span>{fieldLabel(`descricao_${lang}`)}</span>
              <textarea required rows={4} {...fieldProps(`descricao_${lang}`)} />
            </label>
          </fieldset>
        ))}
      </div>
      <div className="admin-form__row">
        <label className="admin-field">
          <span>{T.code}</span>
          <input required {...fieldProps('codigo')} />
        </label>
        <label className="admin-field">
          <span>{T.category}</span>
          <select required {...fieldProps('categoria')}>
            <CategoryOptions emptyLabel={T.chooseCategory} />
          </select>
        </label>
        <label className="admin-field">
          <span>{T.price}</span>
          <input inputMode="decimal" {...fieldProps('preco')} />
        </label>
        <label className="admin-field">
          <span>{T.stock}</span>
          <input inputMode="numeric" {...fieldProps('estoque')} />
        </label>
      </div>
      <div className="admin-form__image">
        <label className="admin-field">
          <span>{T.image}</span>
          <input
            type="file"
            name="imagem"
            accept="image/*"
            aria-invalid={invalid.imagem ? true : undefined}
            onChange={(event) => setImage(event.target.files?.[0] ?? null)}
          />
        </label>
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
    </FormDialog>
  );
}
