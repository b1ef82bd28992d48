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

/** `GET /api/verify-session.php`: a dead session is `success: false` too, never a 401. */
export interface VerifySessionAnswer {
  success: boolean;
}

/** `POST /api/produtos-adicionar.php` and `produtos-editar.php`: the part as it was stored. */
export type SavePartAnswer = ApiAnswer<{ produto: ListedPart }>;

export type ImportAnswer = ApiAnswer<ImportAnswerFields>;
