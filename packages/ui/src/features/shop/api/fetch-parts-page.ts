import type { PartsPage } from '@castall/contracts';

export const PARTS_QUERY_ENDPOINT = '/api/produtos-buscar.php';

/** One page of the shop's catalogue; rejects on a network failure or a non-OK answer. */
export async function fetchPartsPage(queryString: string, signal: AbortSignal): Promise<PartsPage> {
  const response = await fetch(`${PARTS_QUERY_ENDPOINT}?${queryString}`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`Parts query answered ${response.status}`);
  const page = (await response.json()) as PartsPage;
  if (!Array.isArray(page.items) || typeof page.total !== 'number') {
    throw new Error('Parts query answered an unexpected shape');
  }
  return page;
}
