import AxeBuilder from '@axe-core/playwright';
import {
  failedStatus,
  apiToken,
  createPart,
  expect,
  loginInBrowser,
  partFields,
  test,
  uniqueCode,
} from './admin-test';

const SHOTS = process.env.HISTORY_SHOTS;

test.describe('restoring a version from the history (issue 38 item 11)', () => {
  test('a wrong price comes back in one step and the restore is a new history entry', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request);
    const codigo = uniqueCode('E2E-VER');
    await createPart(request, token, partFields(codigo));

    const admin = await loginInBrowser(page);
    await admin.search.fill(codigo);
    const row = page
      .getByRole('table', { name: 'Peças' })
      .getByRole('row')
      .filter({ hasText: codigo });
    await expect(row).toHaveCount(1);

    // The administrator saves a wrong price.
    await row.getByRole('button', { name: `Editar ${codigo}` }).click();
    let dialog = page.getByRole('dialog', { name: 'Editar Peça' });
    await dialog.getByLabel(/^Preço/).fill('999');
    await admin.save(dialog);
    await expect(dialog).toBeHidden();

    await row.getByRole('button', { name: `Editar ${codigo}` }).click();
    dialog = page.getByRole('dialog', { name: 'Editar Peça' });
    await expect(dialog.getByLabel(/^Preço/)).toHaveValue('999');
    await dialog.getByText('Histórico de alterações').click();
    const entries = dialog.locator('.admin-history > ol > li');
    await expect(entries).toHaveCount(2);
    const restoreButtons = dialog.getByRole('button', { name: 'Restaurar esta versão' });
    await expect(restoreButtons).toHaveCount(1);
    // Newest first: the edit is the current version, nothing to restore there.
    await expect(entries.first()).toContainText('Editada');
    // Prices as the admin reads them (pt-BR, two decimals; the field's label says R$).
    await expect(entries.first()).toContainText('10,00 → 999,00');
    await expect(entries.first().getByRole('button')).toHaveCount(0);
    await expect(entries.first()).toContainText('Versão atual');
    const created = entries.filter({ hasText: 'Criada' });
    await expect(created.getByRole('button')).toBeEnabled();
    await expect(created.getByRole('button')).toHaveAccessibleDescription(
      'Volta a peça aos valores que ela tinha logo após esta alteração.',
    );
    // The open history with its buttons passes axe (serious or critical findings only).
    const { violations } = await new AxeBuilder({ page }).include('.admin-history').analyze();
    expect(
      violations.filter(({ impact }) => impact === 'serious' || impact === 'critical'),
    ).toEqual([]);
    if (SHOTS !== undefined) {
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await created.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/history-${width}.png` });
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // Dismissing the confirmation changes nothing; accepting restores.
    page.once('dialog', (confirm) => void confirm.dismiss());
    await created.getByRole('button').click();
    await expect(dialog.getByLabel(/^Preço/)).toHaveValue('999');
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (confirm) => {
        resolve(confirm.message());
        void confirm.accept();
      });
    });
    await created.getByRole('button', { name: 'Restaurar esta versão' }).click();
    expect(await asked).toMatch(/^Restaurar a versão de .+\? A peça volta aos valores/);

    await expect(dialog.getByRole('status')).toHaveText('Versão restaurada.');
    await expect(dialog.getByLabel(/^Preço/)).toHaveValue('10');
    await expect(entries).toHaveCount(3);
    await expect(entries.first()).toContainText('Versão anterior restaurada');
    await expect(entries.first()).toContainText('admin');
    await expect(entries.first()).toContainText('999,00 → 10,00');
    await expect(entries.first().getByRole('button')).toHaveCount(0);
    // The creation is the part as it is now again: said, and no button that could only fail.
    await expect(created).toContainText('Igual à versão atual');
    await expect(created.getByRole('button')).toHaveCount(0);
    await expect(restoreButtons).toHaveCount(1);

    // The form now holds the restored version: saving it again is no stale-edit 409.
    await admin.save(dialog);
    await expect(dialog).toBeHidden();
    await row.getByRole('button', { name: `Editar ${codigo}` }).click();
    await expect(dialog.getByLabel(/^Preço/)).toHaveValue('10');
  });

  test('a part changed elsewhere since the form opened is refused with a Portuguese 409', async ({
    page,
    request,
    allowConsole,
  }) => {
    allowConsole.push(failedStatus(409));
    const token = await apiToken(request);
    const codigo = uniqueCode('E2E-VER409');
    const part = await createPart(request, token, partFields(codigo));
    const edit = (preco: string, version: number) =>
      request.post('/api/produtos-editar.php', {
        multipart: { ...partFields(codigo), id: part.id, preco, version: String(version) },
        headers: { Authorization: `Bearer ${token}` },
      });
    expect((await edit('20', 1)).ok()).toBe(true);

    const admin = await loginInBrowser(page);
    await admin.search.fill(codigo);
    await page.getByRole('button', { name: `Editar ${codigo}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Peça' });
    await dialog.getByText('Histórico de alterações').click();
    const created = dialog.locator('.admin-history > ol > li').filter({ hasText: 'Criada' });
    await expect(created.getByRole('button')).toBeEnabled();

    expect((await edit('30', 2)).ok()).toBe(true);
    page.once('dialog', (confirm) => void confirm.accept());
    await created.getByRole('button', { name: 'Restaurar esta versão' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'A peça foi alterada depois que você abriu o histórico',
    );
    await expect(dialog.getByLabel(/^Preço/)).toHaveValue('20');
  });
});
