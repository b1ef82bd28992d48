import { API_ENDPOINTS, type PartsPage, type SparePart } from '@castall/contracts';
import { SAME_ORIGIN, type ApiConnection } from './api-connection';
import { requestJson } from './send-request';

/**
 * One page of the catalogue for `queryString` (see `partsQueryString`); rejects on a network
 * failure, a refusal, or an answer that is not a page.
 */
export async function fetchPartsPage<Page extends PartsPage<SparePart> = PartsPage>(
  queryString: string,
  signal?: AbortSignal,
  connection: ApiConnection = SAME_ORIGIN,
): Promise<Page> {
  const page = await requestJson<Page | undefined>(connection, API_ENDPOINTS.queryParts, {
    query: queryString,
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!Array.isArray(page?.items) || typeof page.total !== 'number') {
    throw new Error('Parts query answered an unexpected shape');
  }
  return page;
}
