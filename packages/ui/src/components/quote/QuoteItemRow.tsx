import { useState, type ChangeEvent } from 'react';
import { useLang, useT } from '../../i18n/lang-context';
import { useId } from '../../lib/use-id';
import { clampQuantity, MAX_QUANTITY, nameIn, type QuoteItem } from './quote-item';
import { quoteStore } from './quote-store';

/**
 * One line of the drawer. The field keeps what the visitor types while they type (an empty
 * field on the way to "12" must not snap to 1) and stores each whole number at once; leaving
 * the field shows the stored, clamped quantity.
 */
export function QuoteItemRow({ item, onRemove }: { item: QuoteItem; onRemove: () => void }) {
  const t = useT();
  const name = nameIn(item.name, useLang()) || item.code;
  const fieldId = useId();
  const [draft, setDraft] = useState<string | null>(null);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value;
    setDraft(text);
    if (/^\s*\d+\s*$/.test(text)) quoteStore().setQuantity(item, clampQuantity(text));
  }

  return (
    <li className="quote-row">
      <div className="quote-row__text">
        <span className="quote-row__name">{name}</span>
        <span className="quote-row__code">
          {item.kind === 'part' ? t('common.quote.part') : t('common.quote.machine')} · {item.code}
        </span>
      </div>
      <label className="visually-hidden" htmlFor={fieldId}>
        {t('common.quote.quantity', { name })}
      </label>
      <input
        id={fieldId}
        className="quote-row__quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_QUANTITY}
        step={1}
        value={draft ?? String(item.quantity)}
        onChange={onChange}
        onBlur={() => setDraft(null)}
      />
      <button
        type="button"
        className="quote-row__remove"
        aria-label={t('common.quote.remove', { name })}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
