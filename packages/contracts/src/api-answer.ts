import type { ImportAnswerFields } from './csv-import';
import type { ListedPart } from './parts-page';

/** The answer shape of the `/api/*.php` endpoints (spec §7): success, or an error sentence. */
export type ApiAnswer<T extends object = object> =
  ({ success: true } & T) | { success: false; error: string };

export interface LoginAnswerFields {
  token: string;
}

export type LoginAnswer = ApiAnswer<LoginAnswerFields>;

/** Footer newsletter: `POST /api/newsletter.php` with the form field `email`. */
export type NewsletterAnswer = ApiAnswer;

/**
 * The newsletter form's hidden trap field: people never see it, form-filling bots fill it, and
 * the server then answers success without storing anything (issue 11).
 */
export const NEWSLETTER_TRAP_FIELD = 'website';

/**
 * Without JavaScript the newsletter form is a plain form post: this field carries the page it
 * was sent from, and the server answers by sending the browser back there, to the footer's
 * notice of what happened (shown by CSS `:target`, so it needs no script either).
 */
export const NEWSLETTER_RETURN_FIELD = 'return';

/** The ids of the footer's notices, the fragments the server sends a plain form post back to. */
export const NEWSLETTER_NOTICE_IDS = {
  subscribed: 'newsletter-subscribed',
  tooMany: 'newsletter-too-many',
  failed: 'newsletter-failed',
} as const;

export type NewsletterOutcome = keyof typeof NEWSLETTER_NOTICE_IDS;

/** `GET /api/verify-session.php`: a dead session is `success: false` too, never a 401. */
export interface VerifySessionAnswer {
  success: boolean;
}

/** `POST /api/produtos-adicionar.php` and `produtos-editar.php`: the part as it was stored. */
export type SavePartAnswer = ApiAnswer<{ produto: ListedPart }>;

export type ImportAnswer = ApiAnswer<ImportAnswerFields>;
