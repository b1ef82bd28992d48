import { expect, test } from '../fixtures/test';

// Without JavaScript the footer's newsletter form is a plain form post to the API, which sends
// the browser back to the page, at the footer's notice of what happened (CSS `:target`): the
// address is never left in the URL and the visitor is told the outcome in the page's language.
test.use({ javaScriptEnabled: false });

test('without JavaScript a sign-up from the Spanish page comes back to it, thanked in Spanish', async ({
  page,
}) => {
  await page.goto('/es/about');
  const footer = page.getByRole('contentinfo');
  const thanks = footer.getByText('Suscripción recibida. ¡Gracias!');
  await expect(thanks).toBeHidden();

  await footer
    .getByRole('textbox', { name: 'Su correo electrónico' })
    .fill('sin.script@example.com');
  await footer.getByRole('button', { name: 'Suscribirse' }).click();

  await expect(page).toHaveURL(/\/es\/about#newsletter-subscribed$/);
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeInViewport();
  await expect(footer.getByText(/^No pudimos completar su suscripción/)).toBeHidden();
  expect(page.url()).not.toContain('example.com');
});

test('without JavaScript Enter in the e-mail field signs up from the English home page', async ({
  page,
}) => {
  await page.goto('/en/');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: 'Your e-mail' });
  await email.fill('enter.key@example.com');
  await email.press('Enter');
  await expect(page).toHaveURL(/\/en\/#newsletter-subscribed$/);
  await expect(footer.getByText('Subscription received. Thank you!')).toBeVisible();
});
