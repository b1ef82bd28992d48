import { API_ENDPOINTS, NEWSLETTER_TRAP_FIELD, type NewsletterAnswer } from '@castall/contracts';
import { SAME_ORIGIN, type ApiConnection } from './api-connection';
import { ApiError } from './api-error';
import { requestJson } from './send-request';

/**
 * What became of a sign-up: stored, refused for too many in a row (429), or not done. The
 * footer says each in the visitor's language.
 */
export type NewsletterResult = 'subscribed' | 'tooMany' | 'failed';

/**
 * Posts the footer's e-mail to the API, with the hidden trap field as the visitor left it
 * (empty for people; bots fill it, and the server then stores nothing).
 */
export async function subscribeToNewsletter(
  email: string,
  trap: string,
  connection: ApiConnection = SAME_ORIGIN,
): Promise<NewsletterResult> {
  try {
    const body = new URLSearchParams({ email, [NEWSLETTER_TRAP_FIELD]: trap });
    const answer = await requestJson<NewsletterAnswer | undefined>(
      connection,
      API_ENDPOINTS.newsletter,
      { method: 'POST', body },
    );
    return answer?.success === true ? 'subscribed' : 'failed';
  } catch (err) {
    const refused = err instanceof ApiError && err.failure.kind === 'refused';
    return refused && err.failure.status === 429 ? 'tooMany' : 'failed';
  }
}
