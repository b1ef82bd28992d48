import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, loginInBrowser, test } from './admin-test';

async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

test.describe('admin accessibility', () => {
  test('the login screen, also when locked', async ({ page }) => {
    // Two axe runs over the site's header and footer too (issue 12): past 30 s on 2 busy cores.
    test.slow();
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.evaluate(() =>
      localStorage.setItem(
        'loginAttempts',
        JSON.stringify({ count: 3, lockoutUntil: Date.now() + 600_000, firstAttemptTime: 0 }),
      ),
    );
    await page.reload();
    await expect(page.getByText('Login Bloqueado')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('the parts screen and the form', async ({ page }) => {
    await loginInBrowser(page);
    await expect(page.getByText(/^Página 1 de/)).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '+ Nova Peça' }).click();
    await expect(page.getByRole('dialog', { name: 'Nova Peça' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('closing the form gives focus back to the button that opened it', async ({ page }) => {
    await loginInBrowser(page);
    const add = page.getByRole('button', { name: '+ Nova Peça' });
    await add.click();
    await expect(page.getByRole('dialog', { name: 'Nova Peça' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(add).toBeFocused();

    const edit = page.getByRole('button', { name: /^Editar / }).first();
    await edit.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(edit).toBeFocused();
  });

  test('each field the spec names is one control by its label, the form open', async ({ page }) => {
    // The spec names the form's fields ('a Código text field, a Categoria select'); the toolbar's
    // own category filter must not answer to the same word.
    const admin = await loginInBrowser(page);
    await admin.openNewPart();
    for (const label of ['Código', 'Categoria', 'Imagem', 'Nome (Português)', 'Estoque']) {
      await expect(page.getByLabel(label), label).toHaveCount(1);
    }
    await expect(page.getByLabel('Produtos por página:')).toHaveCount(1);
    await expect(page.getByLabel('Filtrar por tipo de peça')).toHaveCount(1);
  });
});
