import { expect, test } from '../fixtures/test';
import { LANGS, localized, type TestLang } from '../fixtures/site';

const SECTIONS: Record<TestLang, Record<'retrofit' | 'maintenance' | 'parts', string>> = {
  pt: { retrofit: 'Retrofit', maintenance: 'Manutenção', parts: 'Peças de reposição' },
  en: { retrofit: 'Retrofit', maintenance: 'Maintenance', parts: 'Spare parts' },
  es: { retrofit: 'Retrofit', maintenance: 'Mantenimiento', parts: 'Repuestos' },
};

const MAINTENANCE_ITEMS: Record<TestLang, string[]> = {
  pt: ['Recuperação de cilindros', 'Revisão de componentes', 'Fabricação de peças', 'Usinagem'],
  en: ['Cylinder refurbishment', 'Component overhaul', 'Parts manufacturing', 'Machining'],
  es: [
    'Recuperación de cilindros',
    'Revisión de componentes',
    'Fabricación de piezas',
    'Mecanizado',
  ],
};

for (const lang of LANGS) {
  test(`the services page has its three anchored sections in ${lang}`, async ({ page }) => {
    await page.goto(localized('/services', lang));
    for (const [anchor, title] of Object.entries(SECTIONS[lang])) {
      const section = page.locator(`section#${anchor}`);
      await expect(section.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    const maintenance = page.locator('#maintenance');
    for (const item of MAINTENANCE_ITEMS[lang]) {
      await expect(maintenance.getByRole('heading', { level: 3, name: item })).toBeVisible();
    }
  });
}

test('retrofit shows before and after pictures and quotes through the chat app', async ({
  page,
}) => {
  await page.goto('/services');
  const retrofit = page.locator('#retrofit');
  await expect(retrofit.getByRole('img', { name: /antes do retrofit/ })).toBeVisible();
  await expect(retrofit.getByRole('img', { name: /depois do retrofit/ })).toBeVisible();
  await expect(retrofit.getByRole('listitem').filter({ hasText: 'NR-12' })).toBeVisible();
  const quote = retrofit.getByRole('link', { name: /Solicitar orçamento de retrofit/ });
  await expect(quote).toHaveAttribute('target', '_blank');
  const href = new URL((await quote.getAttribute('href')) ?? '');
  expect(href.hostname).toBe('wa.me');
  expect(href.searchParams.get('text')).toBe('Olá! Gostaria de um orçamento de retrofit.');
});

test('parts links to the shop in the page language and quotes by e-mail', async ({ page }) => {
  await page.goto('/es/services');
  const parts = page.locator('#parts');
  await expect(parts.getByRole('listitem')).toHaveCount(4);
  await expect(parts.getByRole('link', { name: 'Ver repuestos en el E-SHOP' })).toHaveAttribute(
    'href',
    '/es/shop',
  );
  const mail = parts.getByRole('link', { name: 'Pedir presupuesto por e-mail' });
  await expect(mail).toHaveAttribute('href', /^mailto:[^?]+@[^?]+\?subject=Presupuesto/);
});

test('a hash link opens the page at that section', async ({ page }) => {
  await page.goto('/en/services#parts');
  await expect(page.locator('#parts')).toBeInViewport();
  await expect(page.locator('#retrofit h2')).not.toBeInViewport();
});

test('a hash link from the home page lands on the section once the page has loaded', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Ver serviço\s*:\s*Peças de reposição/ }).click();
  await expect(page).toHaveURL(/\/services#parts$/);
  await expect(page.locator('#parts h2')).toBeInViewport();
  // The section heading clears the fixed header.
  const top = await page.locator('#parts').evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
});
