import type { Page } from '@playwright/test';
import { NAV } from '../fixtures/site';
import { expect, failedStatus, loginInBrowser, test } from './admin-test';

/** The header's flag for `name`: a button today, a link once the flags become links. */
function flag(page: Page, name: string) {
  const header = page.getByRole('banner');
  return header.getByRole('button', { name }).or(header.getByRole('link', { name }));
}

test.describe('the web /admin/login inside the site layout (issue 12, item 7)', () => {
  test('shows the site header navigation, the footer and the chat button around the form', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    const nav = page.getByRole('banner').getByRole('navigation');
    for (const name of NAV.pt) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'E-SHOP' })).toHaveAttribute('href', '/shop');
    await expect(
      page.getByRole('contentinfo').getByText('Segunda a sexta, 7h às 17h'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^Fale conosco pelo WhatsApp/ })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toHaveCount(1);
    await expect(
      main.getByRole('heading', { level: 1, name: 'Login Administrativo' }),
    ).toBeVisible();
    await expect(main.getByLabel('Usuário')).toBeEditable();
  });

  test('the prerendered page carries the layout, in Portuguese, noindex, titled as before', async ({
    request,
  }) => {
    const html = await (await request.get('/admin/login')).text();
    expect(html).toContain('<html lang="pt-BR"');
    expect(html).toContain('<title>Login Administrativo</title>');
    expect(html).toContain('<meta name="robots" content="noindex,nofollow">');
    expect(html).toMatch(/<header class="site-header[^"]*">[\s\S]*>Início<\/a>/);
    expect(html).toContain('class="chat-button"');
    expect(html).toMatch(
      /<main id="main"[^>]*>[\s\S]*Verificando autenticação\.\.\.[\s\S]*<\/main>/,
    );
    expect(html).toMatch(/<footer class="site-footer">/);
    // No alternate-language links: the page exists in Portuguese only (the flags still lead home).
    expect(html).not.toMatch(/<link[^>]+hreflang/i);
  });

  test('logging in still lands on /admin, which keeps no site header or footer', async ({
    page,
  }) => {
    await loginInBrowser(page);
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
    await expect(page.locator('header.site-header')).toHaveCount(0);
    await expect(page.locator('footer.site-footer')).toHaveCount(0);
    await expect(page.locator('.chat-button')).toHaveCount(0);
  });

  test('another address under /admin still ends at the login, without a hydration error', async ({
    page,
    allowConsole,
  }) => {
    allowConsole.push(failedStatus(404)); // the server's answer to the unknown address
    await page.goto('/admin/nada');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByLabel('Usuário')).toBeEditable();
  });

  test('a language flag leads to the home page of that language', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByLabel('Usuário')).toBeEditable();
    await flag(page, 'English').click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Products' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
  });

  test.describe('with an English browser', () => {
    test.use({ locale: 'en-GB' });
    test('the login stays Portuguese and is not sent to another language', async ({ page }) => {
      await page.goto('/admin/login');
      await expect(page.getByLabel('Usuário')).toBeEditable();
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Início', exact: true }),
      ).toBeVisible();
    });
  });

  test('at phone width the header menu opens over the login (the layout is live)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/login');
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await expect(nav.getByRole('link', { name: 'Produtos' })).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(nav.getByRole('link', { name: 'Produtos' })).toBeVisible();
  });

  for (const width of [320, 390, 1440]) {
    test(`at ${width} px the form starts below the fixed header`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/admin/login');
      const form = page.locator('form', { has: page.getByLabel('Usuário') });
      await expect(page.getByLabel('Usuário')).toBeEditable();
      const header = await page.locator('header.site-header').boundingBox();
      const formBox = await form.boundingBox();
      expect(header && formBox).toBeTruthy();
      if (header && formBox) {
        expect(formBox.y).toBeGreaterThanOrEqual(header.y + header.height);
        expect(formBox.x + formBox.width).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await page.screenshot({ path: testInfo.outputPath(`admin-login-${width}.png`) });
    });
  }
});
