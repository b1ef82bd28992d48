import { siteConfig } from '@castall/contracts/company';
import { expect, test } from '../fixtures/test';
import { allSitemaps, LANGS, localized, type TestLang } from '../fixtures/site';

const SUBJECTS: Record<TestLang, string[]> = {
  pt: ['Selecione um assunto', 'Vendas', 'Suporte Técnico', 'Peças de Reposição', 'Outros'],
  en: ['Select a subject', 'Sales', 'Technical Support', 'Spare Parts', 'Other'],
  es: ['Seleccione un asunto', 'Ventas', 'Soporte Técnico', 'Repuestos', 'Otros'],
};
const LABELS: Record<TestLang, { name: string; email: string; message: string; submit: string }> = {
  pt: { name: 'Nome', email: 'E-mail', message: 'Mensagem', submit: 'Enviar mensagem' },
  en: { name: 'Name', email: 'E-mail', message: 'Message', submit: 'Send message' },
  es: { name: 'Nombre', email: 'Correo electrónico', message: 'Mensaje', submit: 'Enviar mensaje' },
};
const THANKS: Record<TestLang, string> = {
  pt: 'Mensagem enviada',
  en: 'Message sent',
  es: 'Mensaje enviado',
};

for (const lang of LANGS) {
  test(`the contact form posts to the form service and returns to our ${lang} thank-you page`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(localized('/contact', lang));
    const form = page.locator('form[method="POST"]');
    await expect(form).toHaveAttribute('action', siteConfig.formServiceUrl);
    await expect(form.locator('input[name="_captcha"]')).toHaveValue('false');
    await expect(form.locator('input[name="_next"]')).toHaveValue(
      `${baseURL}${localized('/contact/thanks', lang)}`,
    );
    const honeypot = form.locator('input[name="_honey"]');
    await expect(honeypot).toBeHidden();
    await expect(honeypot).toHaveValue('');
    const main = page.getByRole('main');
    await expect(main.getByLabel(`${LABELS[lang].email} *`)).toHaveAttribute('type', 'email');
    await expect(page.getByRole('combobox').locator('option')).toHaveText(SUBJECTS[lang]);
    await expect(page.getByRole('combobox').locator('option').first()).toHaveAttribute('value', '');
  });

  test(`the ${lang} thank-you page is prerendered and not indexed`, async ({ page, request }) => {
    const url = localized('/contact/thanks', lang);
    const html = await (await request.get(url)).text();
    expect(html).toContain(THANKS[lang]);
    expect(html).toContain('<meta name="robots" content="noindex,nofollow"');
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: THANKS[lang] })).toBeVisible();
  });
}

test('the browser refuses to send the form until the required fields are valid', async ({
  page,
}) => {
  const posts: string[] = [];
  await page.route('https://formsubmit.co/**', (route) => {
    posts.push(route.request().url());
    return route.abort();
  });
  await page.goto('/en/contact');
  const send = page.getByRole('button', { name: 'Send message' });
  const valid = (label: string) =>
    page
      .getByRole('main')
      .getByLabel(label, { exact: true })
      .evaluate((el: HTMLInputElement) => el.validity.valid);

  await send.click();
  await expect(page).toHaveURL(/\/en\/contact$/);
  expect(await valid('Name *')).toBe(false);
  expect(await valid('E-mail *')).toBe(false);
  expect(await valid('Subject *')).toBe(false);
  expect(await valid('Message *')).toBe(false);
  expect(await valid('Phone (optional)')).toBe(true);

  await page.getByRole('main').getByLabel('Name *').fill('Ana Souza');
  await page.getByRole('main').getByLabel('E-mail *').fill('not-an-e-mail');
  await page.getByRole('main').getByLabel('Subject *').selectOption('Vendas');
  await page.getByRole('main').getByLabel('Message *').fill('Quote for a CAST ALL 800, please.');
  await send.click();
  const mismatch = await page
    .getByLabel('E-mail *')
    .evaluate((el: HTMLInputElement) => el.validity.typeMismatch);
  expect(mismatch).toBe(true);
  await expect(page).toHaveURL(/\/en\/contact$/);
  expect(posts).toEqual([]);
});

test('a valid message is posted with every field and the visitor lands on the thank-you page', async ({
  page,
  baseURL,
}) => {
  let posted: URLSearchParams | undefined;
  await page.route(siteConfig.formServiceUrl, async (route) => {
    posted = new URLSearchParams(route.request().postData() ?? '');
    // What the service does after accepting a message: redirect to _next.
    await route.fulfill({ status: 302, headers: { location: posted.get('_next') ?? '/' } });
  });
  await page.goto('/es/contact');
  await page.getByRole('main').getByLabel('Nombre *').fill('Juan Pérez');
  await page.getByRole('main').getByLabel('Correo electrónico *').fill('juan@example.com');
  await page.getByRole('main').getByLabel('Teléfono (opcional)').fill('+54 11 5555-0000');
  await page.getByRole('main').getByLabel('Asunto *').selectOption({ label: 'Soporte Técnico' });
  await page
    .getByRole('main')
    .getByLabel('Mensaje *')
    .fill('Necesito soporte para una CAST ALL 450.');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Mensaje enviado' })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/es/contact/thanks`);
  expect(Object.fromEntries(posted ?? [])).toEqual({
    name: 'Juan Pérez',
    email: 'juan@example.com',
    phone: '+54 11 5555-0000',
    subject: 'Suporte Técnico',
    message: 'Necesito soporte para una CAST ALL 450.',
    _honey: '',
    _captcha: 'false',
    _next: `${baseURL}/es/contact/thanks`,
  });
});

test('contact details link to the map and the chat app, and the map is embedded lazily', async ({
  page,
}) => {
  await page.goto('/contact');
  const map = page.locator('iframe');
  await expect(map).toHaveAttribute('title', 'Mapa com a localização da empresa');
  await expect(map).toHaveAttribute('loading', 'lazy');
  await expect(map).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=.*Americana/);
  await expect(page.getByRole('link', { name: /Ver no mapa/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*Americana/,
  );
  await expect(
    page.getByRole('main').getByRole('link', { name: /Conversar pelo WhatsApp/ }),
  ).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  await expect(page.getByText('Segunda a sexta, 7h às 17h').first()).toBeVisible();
});

test('the sitemap lists the new pages but not the thank-you pages', async ({ request }) => {
  const { xml } = await allSitemaps(request);
  for (const path of ['/services', '/gallery', '/contact']) {
    for (const lang of LANGS) expect(xml).toContain(`${localized(path, lang)}</loc>`);
  }
  expect(xml).not.toContain('/contact/thanks');
});
