// Test catalogue for the shop specs: parts added through the real API, so pagination runs
// against a catalogue larger than the 64 seeded demo parts.
import type { PartsPage, SparePart } from '@castall/contracts';
import { PART_CATEGORIES } from '@castall/contracts';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_USERNAME } from '../fixtures/admin-credentials';

/** Parts this suite adds: with the 64 seeded ones the catalogue spans 9 pages of 50. */
export const TEST_PART_COUNT = 360;
/** In every test part's code and name, and in no demo part, so a search finds exactly them. */
export const TEST_TOKEN = 'ZT9';

const pad = (n: number) => String(n).padStart(4, '0');

/** The n-th test part (1-based); categories cycle through the four, starting at Elétrica. */
export function testPart(n: number): Omit<SparePart, 'id'> {
  return {
    codigo: `${TEST_TOKEN}-${pad(n)}`,
    nome_pt: `Rolamento ${TEST_TOKEN} ${pad(n)}`,
    nome_en: `Bearing ${TEST_TOKEN} ${pad(n)}`,
    nome_es: `Rodamiento ${TEST_TOKEN} ${pad(n)}`,
    descricao_pt: `Peça de teste número ${n}.`,
    descricao_en: `Test part number ${n}.`,
    descricao_es: `Pieza de prueba número ${n}.`,
    categoria: PART_CATEGORIES[(n - 1) % PART_CATEGORIES.length] ?? 'Mecânica',
    preco: 10 + n,
    estoque: n % 5,
    imagem: '',
  };
}

/** How many test parts fall in a category. */
export function testPartsIn(categoria: string): number {
  let count = 0;
  for (let n = 1; n <= TEST_PART_COUNT; n++) if (testPart(n).categoria === categoria) count++;
  return count;
}

async function countTestParts(baseURL: string): Promise<number> {
  const response = await fetch(`${baseURL}/api/produtos-buscar.php?q=${TEST_TOKEN}`);
  return ((await response.json()) as PartsPage).total;
}

async function adminToken(baseURL: string): Promise<string> {
  const form = new FormData();
  form.set('username', E2E_ADMIN_USERNAME);
  form.set('password', E2E_ADMIN_PASSWORD);
  const response = await fetch(`${baseURL}/api/login.php`, { method: 'POST', body: form });
  const answer = (await response.json()) as { success: boolean; token?: string; error?: string };
  if (!answer.success || answer.token === undefined) {
    throw new Error(`Admin login failed: ${answer.error ?? response.status}`);
  }
  return answer.token;
}

async function addPart(baseURL: string, token: string, n: number): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(testPart(n))) form.set(name, String(value));
  const response = await fetch(`${baseURL}/api/produtos-adicionar.php`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
  // 409: another worker added it first, which is just as good.
  if (!response.ok && response.status !== 409) {
    throw new Error(
      `Adding test part ${n} failed with ${response.status}: ${await response.text()}`,
    );
  }
}

/** Adds the test parts once per server; later calls (other files, other workers) find them. */
export async function ensureTestCatalogue(baseURL: string): Promise<void> {
  if ((await countTestParts(baseURL)) >= TEST_PART_COUNT) return;
  const token = await adminToken(baseURL);
  const numbers = Array.from({ length: TEST_PART_COUNT }, (_, i) => i + 1);
  const BATCH = 8;
  for (let i = 0; i < numbers.length; i += BATCH) {
    await Promise.all(numbers.slice(i, i + BATCH).map((n) => addPart(baseURL, token, n)));
  }
}
