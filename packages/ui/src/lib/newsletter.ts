import type { NewsletterAnswer } from '@castall/contracts';

/** Posts the footer's e-mail to the API; true only when the server says success. */
export async function subscribeToNewsletter(email: string): Promise<boolean> {
  try {
    const body = new URLSearchParams({ email });
    const response = await fetch('/api/newsletter.php', {
      method: 'POST',
      body,
      credentials: 'same-origin',
    });
    if (!response.ok) return false;
    const answer = (await response.json()) as NewsletterAnswer;
    return answer.success === true;
  } catch {
    return false;
  }
}
