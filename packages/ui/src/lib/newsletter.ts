import { NEWSLETTER_TRAP_FIELD, type NewsletterAnswer } from '@castall/contracts';

/** What became of a sign-up: stored, refused for too many in a row (429), or not done. */
export type NewsletterResult = 'subscribed' | 'tooMany' | 'failed';

/**
 * Posts the footer's e-mail to the API, with the hidden trap field as the visitor left it
 * (empty for people; bots fill it, and the server then stores nothing).
 */
export async function subscribeToNewsletter(
  email: string,
  trap: string,
): Promise<NewsletterResult> {
  try {
    const body = new URLSearchParams({ email, [NEWSLETTER_TRAP_FIELD]: trap });
    const response = await fetch('/api/newsletter.php', {
      method: 'POST',
      body,
      credentials: 'same-origin',
    });
    if (response.status === 429) return 'tooMany';
    if (!response.ok) return 'failed';
    const answer = (await response.json()) as NewsletterAnswer;
    return answer.success === true ? 'subscribed' : 'failed';
  } catch {
    return 'failed';
  }
}
