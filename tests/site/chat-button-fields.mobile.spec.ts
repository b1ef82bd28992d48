// The floating chat button sat over the right end of the contact form's fields on a phone
// (the subject select's arrow at 390 × 844, issue 17): it steps aside while a field has focus.
import { expect, test } from '../fixtures/test';

const CHAT = 'Fale conosco pelo WhatsApp (abre em nova aba)';

test('the chat button steps aside while a contact field has focus, and comes back after', async ({
  page,
}) => {
  await page.goto('/contact');
  const chat = page.getByRole('link', { name: CHAT, exact: true });
  await expect(chat).toBeVisible();
  await page.getByLabel(/^Assunto/).focus();
  await expect(chat).toBeHidden();
  await page.getByLabel(/^Mensagem/).focus();
  await expect(chat).toBeHidden();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(chat).toBeVisible();
});
