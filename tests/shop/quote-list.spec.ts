import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { siteConfig } from '@castall/contracts/company';
import { expect, test } from '../fixtures/test';
import { waitForHydration } from '../fixtures/hydration';

// Issue 15, item 3: the quote list. Kept in the browser under this key (the UI's
// components/quote/quote-item.ts); tests read and seed it the way another tab would.
const STORAGE_KEY = 'castall.quote.v1';

/**
 * Three spare parts, names per language, put in storage as another tab would: the states the
 * drawer tests start from (the first test adds real parts through the shop instead).
 */
const PARTS = [
  { code: 'HID-220', pt: 'Válvula direcional', en: 'Directional valve', es: 'Válvula direccional' },
  { code: 'ELE-031', pt: 'Contator 3 polos', en: '3-pole contactor', es: 'Contactor tripolar' },
  { code: 'MEC-507', pt: 'Bucha de injeção', en: 'Injection sleeve', es: 'Casquillo de inyección' },
];
const SEEDED_PARTS = PARTS.map(({ code, pt, en, es }, index) => ({
  kind: 'part',
  code,
  name: { pt, en, es },
  quantity: index + 2,
}));

const TEXTS = {
  pt: {
    toggle: /^Lista de orçamento/,
    add: /^Adicionar à lista de orçamento/,
    quantity: 'Quantidade',
    heading: 'Olá! Gostaria de um orçamento para os itens abaixo:',
    subject: 'Pedido de orçamento',
    chat: /^Enviar pelo WhatsApp/,
    email: 'Enviar por e-mail',
    close: 'Fechar a lista de orçamento',
    empty: /Sua lista está vazia/,
  },
  en: {
    toggle: /^Quote list/,
    heading: 'Hello! I would like a quote for the items below:',
    subject: 'Quote request',
    chat: /^Send via WhatsApp/,
    email: 'Send by e-mail',
  },
} as const;

async function seed(page: Page, items: unknown[]) {
  await page.evaluate(([key, json]) => localStorage.setItem(key, json), [
    STORAGE_KEY,
    JSON.stringify(items),
  ] as const);
}

/** The prefilled text of the chat link and the body and subject of the mailto, decoded. */
async function sentTexts(dialog: Locator, chat: RegExp, email: string) {
  const chatHref = (await dialog.getByRole('link', { name: chat }).getAttribute('href')) ?? '';
  const mailHref = (await dialog.getByRole('link', { name: email }).getAttribute('href')) ?? '';
  const chatUrl = new URL(chatHref);
  const mailUrl = new URL(mailHref);
  expect(chatUrl.origin + chatUrl.pathname).toBe(`https://wa.me/${siteConfig.chatNumber}`);
  expect(mailUrl.protocol + mailUrl.pathname).toBe(`mailto:${siteConfig.email}`);
  return {
    chatHref,
    chat: chatUrl.searchParams.get('text') ?? '',
    mail: (mailUrl.searchParams.get('body') ?? '').replace(/\r\n/g, '\n'),
    subject: mailUrl.searchParams.get('subject'),
  };
}

test('three parts added from the shop and a part page, and a machine from its page, reach the chat link and the mailto in pt and en', async ({
  page,
}) => {
  const pt = TEXTS.pt;
  const toggle = page.getByRole('banner').getByRole('button', { name: pt.toggle });

  // Two parts from the shop's cards, one at a time.
  for (const code of ['HID-AC-0010', 'MEC-BI-0250']) {
    await page.goto(`/shop?q=${code}`);
    await waitForHydration(page);
    await page.locator('.part-card').getByRole('button', { name: pt.add }).click();
  }
  await expect(toggle).toHaveAccessibleName('Lista de orçamento, 2 itens');

  // One from its own page, with a quantity of 3.
  await page.goto('/shop/ele-sm-0075-servomotor-sincrono-7-5-kw');
  await waitForHydration(page);
  await page.getByLabel(pt.quantity, { exact: true }).fill('3');
  await page.getByRole('button', { name: pt.add }).click();
  await expect(toggle).toHaveAccessibleName('Lista de orçamento, 3 itens');

  await page.goto('/products/cast-all-800');
  await waitForHydration(page);
  // The machine, through its page, with a quantity of 2.
  await page.getByLabel(pt.quantity, { exact: true }).fill('2');
  await page.getByRole('button', { name: pt.add }).click();
  await expect(page.getByRole('status').filter({ hasText: 'CAST ALL 800T × 2' })).toBeVisible();
  await expect(toggle).toHaveAccessibleName('Lista de orçamento, 4 itens');
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(
    'Lista de orçamento: 4 itens',
  );

  await toggle.click();
  const dialog = page.getByRole('dialog', { name: /Lista de orçamento/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(4);
  const expectedPt = [
    pt.heading,
    '• HID-AC-0010 — Bexiga para acumulador hidráulico 10 L × 1',
    '• MEC-BI-0250 — Bucha de injeção Ø 50 mm CAST ALL 250 × 1',
    '• ELE-SM-0075 — Servomotor síncrono 7,5 kW × 3',
    '• cast-all-800 — CAST ALL 800T × 2',
  ].join('\n');
  const sentPt = await sentTexts(dialog, pt.chat, pt.email);
  expect(sentPt.chat).toBe(expectedPt);
  expect(sentPt.mail).toBe(expectedPt);
  expect(sentPt.subject).toBe(pt.subject);
  await expect(dialog.getByRole('link', { name: pt.chat })).toHaveAttribute('target', '_blank');

  // The same list on the English page, in English.
  await page.goto('/en/products/cast-all-800');
  await waitForHydration(page);
  const en = TEXTS.en;
  await page.getByRole('banner').getByRole('button', { name: en.toggle }).click();
  const enDialog = page.getByRole('dialog', { name: /Quote list/ });
  const sentEn = await sentTexts(enDialog, en.chat, en.email);
  const expectedEn = [
    en.heading,
    '• HID-AC-0010 — Bladder for 10 L hydraulic accumulator × 1',
    '• MEC-BI-0250 — Shot sleeve Ø 50 mm for CAST ALL 250 × 1',
    '• ELE-SM-0075 — 7.5 kW synchronous servomotor × 3',
    '• cast-all-800 — CAST ALL 800T × 2',
  ].join('\n');
  expect(sentEn.chat).toBe(expectedEn);
  expect(sentEn.mail).toBe(expectedEn);
  expect(sentEn.subject).toBe(en.subject);
});

test('the drawer works with the keyboard alone: open, edit, remove, wrap, Escape', async ({
  page,
}) => {
  await page.goto('/about');
  await seed(page, SEEDED_PARTS);
  await page.reload();
  await waitForHydration(page);
  const pt = TEXTS.pt;
  const toggle = page.getByRole('banner').getByRole('button', { name: pt.toggle });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /Lista de orçamento/ });
  await expect(dialog).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  // Tab from the last control wraps to the first, Shift+Tab back.
  const close = dialog.getByRole('button', { name: pt.close });
  const mail = dialog.getByRole('link', { name: pt.email });
  await mail.focus();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(mail).toBeFocused();

  // A labelled quantity field: typing stores a clamped whole number.
  const quantity = dialog.getByRole('spinbutton', { name: 'Quantidade de Contator 3 polos' });
  await quantity.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('1500');
  await page.keyboard.press('Tab');
  await expect(quantity).toHaveValue('999');
  const sent = await sentTexts(dialog, pt.chat, pt.email);
  expect(sent.chat).toContain('• ELE-031 — Contator 3 polos × 999');

  // Removing a line moves focus to the next line's remove button.
  await dialog.getByRole('button', { name: 'Remover Válvula direcional da lista' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await expect(
    dialog.getByRole('button', { name: 'Remover Contator 3 polos da lista' }),
  ).toBeFocused();
  await expect(toggle).toHaveAccessibleName('Lista de orçamento, 2 itens');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
  expect(JSON.parse(stored ?? '[]')).toHaveLength(2);
});

test('the empty list says so and offers nothing to send; axe finds no serious problem open', async ({
  page,
}) => {
  await page.goto('/products/cast-all-800');
  await waitForHydration(page);
  const pt = TEXTS.pt;
  const toggle = page.getByRole('banner').getByRole('button', { name: pt.toggle });
  await expect(toggle).toHaveAccessibleName('Lista de orçamento, vazia');
  await toggle.click();
  const dialog = page.getByRole('dialog', { name: /Lista de orçamento/ });
  await expect(dialog.getByText(pt.empty)).toBeVisible();
  await expect(dialog.getByRole('link')).toHaveCount(0);
  await dialog.getByRole('button', { name: pt.close }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: pt.add }).click();
  await toggle.click();
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join()}`);
  expect(serious).toEqual([]);
});

test('a list too long for one chat message is cut with a count and the visitor is told', async ({
  page,
}) => {
  await page.goto('/es/about');
  const many = Array.from({ length: 60 }, (_, index) => ({
    kind: 'part',
    code: `PZ-${String(index).padStart(3, '0')}`,
    name: { es: `Repuesto número ${index} con un nombre bastante largo ñ` },
    quantity: 1,
  }));
  await seed(page, many);
  await page.reload();
  await waitForHydration(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Lista de presupuesto/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /Lista de presupuesto/ });
  await expect(dialog.getByRole('listitem')).toHaveCount(60);
  const sent = await sentTexts(dialog, /^Enviar por WhatsApp/, 'Enviar por correo electrónico');
  expect(sent.chatHref.length).toBeLessThanOrEqual(2000);
  const lines = sent.chat.split('\n');
  const omitted = Number(/^…y (\d+) artículos más$/.exec(lines.at(-1) ?? '')?.[1]);
  expect(omitted).toBeGreaterThan(0);
  expect(lines.length - 2 + omitted).toBe(60);
  expect(sent.mail).toBe(sent.chat);
  await expect(dialog.getByText(`los últimos ${omitted} artículos no caben`)).toBeVisible();
});

test('another tab’s change reaches the header’s count, and corrupt storage reads as empty', async ({
  page,
  context,
}) => {
  await page.goto('/about');
  await seed(page, [{ broken: true }]);
  await page.evaluate((key) => localStorage.setItem(key, '{not json'), STORAGE_KEY);
  await page.reload();
  await waitForHydration(page);
  const toggle = page.getByRole('banner').getByRole('button', { name: TEXTS.pt.toggle });
  await expect(toggle).toHaveAccessibleName('Lista de orçamento, vazia');

  const other = await context.newPage();
  await other.goto('/products/lubrificador-lla');
  await waitForHydration(other);
  await other.getByRole('button', { name: TEXTS.pt.add }).click();
  await expect(toggle).toHaveAccessibleName('Lista de orçamento, 1 item');
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(
    'Lista de orçamento: 1 item',
  );
  await other.close();
});
