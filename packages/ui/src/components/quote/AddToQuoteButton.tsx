import { useState, type FormEvent } from 'react';
import { useLang, useT } from '../../i18n/lang-context';
import { useId } from '../../lib/use-id';
import {
  clampQuantity,
  MAX_QUANTITY,
  nameIn,
  normalizeName,
  type LocalizedName,
  type QuoteKind,
} from './quote-item';
import { quoteStore } from './quote-store';
import { quoteCountText } from './quote-texts';
import './quote.css';

/**
 * Props of the "Add to quote list" control (issue 15), for machines and spare parts:
 * - `kind`: `'part'` for a spare part of the shop, `'machine'` for a machine of the catalogue.
 * - `code`: what the sales team looks the item up by: the part's `codigo`, the machine's id
 *   (`cast-all-800`). One line per kind and code: adding again adds to its quantity.
 * - `name`: the item's name, either one text (taken as the page's language) or one per
 *   language (`{ pt: part.nome_pt, en: part.nome_en, es: part.nome_es }`), so the message
 *   names it in the language the visitor sends it from. Empty texts are ignored.
 *
 * Plain data only: the island version (add-to-quote.island.tsx) carries them as JSON. Inside
 * another island (the shop's cards) use this component; on a static page use the island.
 */
export interface AddToQuoteButtonProps {
  kind: QuoteKind;
  code: string;
  name: string | LocalizedName;
  /**
   * The button alone, adding one at a time, with no status line of its own (the shop's cards:
   * fifty quantity fields would crowd the list; the quantity is edited in the drawer).
   */
  compact?: boolean;
}

/** A quantity field and a button that add the item to the quote list, with an announced result. */
export function AddToQuoteButton({ kind, code, name, compact = false }: AddToQuoteButtonProps) {
  const t = useT();
  const lang = useLang();
  const fieldId = useId();
  const [quantity, setQuantity] = useState('1');
  const [status, setStatus] = useState('');
  const names = normalizeName(name, lang);
  const shown = nameIn(names, lang) || code;

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amount = clampQuantity(quantity);
    const store = quoteStore();
    const result = store.add({ kind, code, name: names }, amount);
    setQuantity(String(amount));
    if (result === 'full') {
      setStatus(t('common.quote.full'));
      return;
    }
    const line = store.read().find((item) => item.kind === kind && item.code === code);
    setStatus(
      t('common.quote.added', {
        name: shown,
        quantity: line?.quantity ?? amount,
        count: quoteCountText(t, store.read().length),
      }),
    );
  }

  return (
    // noValidate: an out-of-range quantity is clamped (and shown so), not refused.
    <form
      className={compact ? 'add-to-quote add-to-quote--compact' : 'add-to-quote'}
      onSubmit={add}
      noValidate
    >
      {!compact && (
        <>
          <label className="add-to-quote__label" htmlFor={fieldId}>
            {t('common.quote.addQuantity')}
          </label>
          <input
            id={fieldId}
            className="add-to-quote__quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_QUANTITY}
            step={1}
            required
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
        </>
      )}
      <button type="submit" className="button button--outline add-to-quote__button">
        {compact && (
          <span className="add-to-quote__plus" aria-hidden="true">
            +
          </span>
        )}
        <span className="add-to-quote__text">{t('common.quote.add')}</span>
        <span className="visually-hidden">: {shown}</span>
      </button>
      {/* On a card the header's count, announced politely, says it: fifty live regions in one
          list would also make the shop's own result count one status among many. */}
      {!compact && (
        <p className="add-to-quote__status" role="status">
          {status}
        </p>
      )}
    </form>
  );
}
