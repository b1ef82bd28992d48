import type { Locator, Page } from '@playwright/test';
import {
  apiToken,
  createPart,
  expect,
  loginInBrowser,
  partFields,
  test,
  uniqueCode,
} from './admin-test';

/** How far the document scrolls sideways; 0 or less means it does not. */
async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** How many lines a cell's text takes: a word broken in two takes two. */
async function lineCount(cell: Locator): Promise<number> {
  return cell.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

/** The control is fully inside the viewport and at least 44 × 44 px (WCAG 2.2 target size). */
async function expectTappable(page: Page, control: Locator): Promise<void> {
  const box = await control.boundingBox();
  const viewport = page.viewportSize();
  expect(box, 'the control is laid out').not.toBeNull();
  if (!box || !viewport) return;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

for (const width of [320, 390]) {
  test.describe(`the admin at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('the parts list fits the screen as cards with whole categories and tappable actions', async ({
      page,
      request,
    }) => {
      const codigo = uniqueCode('E2E-PHONE');
      const fields = { ...partFields(codigo), categoria: 'Hidráulica' };
      await createPart(request, await apiToken(request), fields);
      const admin = await loginInBrowser(page);
      await admin.search.fill(codigo);
      const row = page.getByRole('row').filter({ hasText: codigo });
      await expect(row).toHaveCount(1);

      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await lineCount(row.getByRole('cell', { name: 'Hidráulica' }))).toBe(1);
      await expectTappable(page, row.getByRole('button', { name: `Editar ${codigo}` }));
      await expectTappable(page, row.getByRole('button', { name: `Excluir ${codigo}` }));

      // The column headers stay for screen readers but are not drawn: shown above the cards they
      // were a row of labels cut to the card's image column ("Image", "Códig").
      for (const name of ['Imagem', 'Nome (PT)', 'Código', 'Categoria', 'Ações']) {
        await expect(page.getByRole('columnheader', { name, exact: true })).toHaveCount(1);
      }
      const drawnHeight = await page
        .getByRole('columnheader', { name: 'Código', exact: true })
        .evaluate((cell) => cell.closest('thead')?.getBoundingClientRect().height);
      expect(drawnHeight).toBeLessThanOrEqual(1);
    });

    test('the header keeps each action on one line and links back to the site', async ({
      page,
    }) => {
      await loginInBrowser(page);
      const header = page.getByRole('banner');
      for (const name of ['Ver o site', 'Alterar senha', 'Sair']) {
        const action = header.getByRole(name === 'Ver o site' ? 'link' : 'button', { name });
        await expectTappable(page, action);
        expect(await lineCount(action), `'${name}' on one line`).toBe(1);
      }
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });

    test('the part form fits the screen and Salvar stays reachable', async ({ page }) => {
      const admin = await loginInBrowser(page);
      const dialog = await admin.openNewPart();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      // No field runs past the dialog's right edge (measured in one pass: the page is busy).
      const clipped = await dialog.evaluate((element) => {
        const right = element.getBoundingClientRect().right;
        return [...element.querySelectorAll('input, select, textarea')]
          .filter((field) => field.getBoundingClientRect().right > right)
          .map((field) => field.getAttribute('name'));
      });
      expect(clipped).toEqual([]);

      // Salvar is on screen with the form scrolled to the top, without scrolling to it.
      const save = dialog.getByRole('button', { name: 'Salvar' });
      await expect(save).toBeInViewport({ ratio: 1 });
      await expectTappable(page, save);
      // ...and it is the element a tap at its centre reaches (nothing covers it): the empty
      // submit shows the error summary.
      const box = await save.boundingBox();
      if (!box) throw new Error('Salvar is not laid out');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(dialog.getByRole('alert')).toBeFocused();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });
  });
}
