import { expect, loginInBrowser, test } from './admin-test';

/** The eight required fields and the spec's sentence for each (spec §5, server/src/parts). */
const REQUIRED_FIELDS = [
  'Nome (Português)',
  'Descrição (Português)',
  'Nome (English)',
  'Descrição (English)',
  'Nome (Español)',
  'Descrição (Español)',
  'Código',
  'Categoria',
];

test.describe('the part form errors', () => {
  test('marks the required fields for the eye and for assistive tech', async ({ page }) => {
    const admin = await loginInBrowser(page);
    const dialog = await admin.openNewPart();
    await expect(dialog.getByText('Campos marcados com * são obrigatórios.')).toBeVisible();
    for (const label of REQUIRED_FIELDS) {
      const field = dialog.getByLabel(label, { exact: true });
      await expect(field).toHaveJSProperty('required', true);
      // The visible marker, next to the label and hidden from assistive tech.
      const marker = dialog.locator('.admin-field__label').filter({ hasText: label }).first();
      await expect(marker).toHaveText(`${label}*`);
      await expect(marker.locator('[aria-hidden="true"]')).toHaveText('*');
    }
    for (const label of ['Preço (R$)', 'Estoque', 'Imagem']) {
      await expect(dialog.getByLabel(label, { exact: true })).toHaveJSProperty('required', false);
    }
  });

  test('an empty submit focuses a summary that links to each field, which names its error', async ({
    page,
  }) => {
    const admin = await loginInBrowser(page);
    const dialog = await admin.openNewPart();
    await admin.save(dialog);

    const summary = dialog.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(
      REQUIRED_FIELDS.map((label) => `O campo ${label} é obrigatório.`),
    );
    for (const label of REQUIRED_FIELDS) {
      const field = dialog.getByLabel(label, { exact: true });
      const sentence = `O campo ${label} é obrigatório.`;
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      // aria-describedby names the field's own message, shown next to it.
      await expect(field).toHaveAccessibleDescription(sentence);
      const messageId = (await field.getAttribute('aria-describedby')) ?? '';
      await expect(dialog.locator(`[id="${messageId}"]`)).toBeVisible();
      await expect(dialog.locator(`[id="${messageId}"]`)).toHaveText(sentence);
    }
    await expect(dialog.getByLabel('Estoque', { exact: true })).not.toHaveAttribute('aria-invalid');

    // A summary link takes the administrator to its field.
    await summary.getByRole('link', { name: 'O campo Código é obrigatório.' }).click();
    await expect(dialog.getByLabel('Código', { exact: true })).toBeFocused();

    // Filling a field and submitting again leaves only the others in the summary, focused again.
    await dialog.getByLabel('Código', { exact: true }).fill('E2E-FORM-ERRORS');
    await admin.save(dialog);
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveCount(REQUIRED_FIELDS.length - 1);
    await expect(dialog.getByLabel('Código', { exact: true })).not.toHaveAttribute('aria-invalid');
  });
});
