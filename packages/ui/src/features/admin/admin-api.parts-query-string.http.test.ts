import { createParts, testAppPerFile } from '@castall/server/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminApi } from './admin-api';
import { fetchPartsPage } from '../../lib/api-client/parts-page';
import { partsQueryString } from '../../lib/api-client/parts-query-string';
import { desktopConnection, webConnection } from '../../lib/api-client/testing/connections';

const server = testAppPerFile();

const ODD_SEARCH = 'Ação ½" 𝄞 & a=b+c %20 #x 中文';
const ODD_NAME = `${ODD_SEARCH} 🇧🇷 bucha`;
const PARTS = [
  { codigo: 'MEC-ODD-0001', nome_pt: ODD_NAME, categoria: 'Mecânica' },
  // English copied from Portuguese: what the admin's "missing translation" filter finds.
  { codigo: 'HID-CPY-0002', nome_pt: 'Bomba', nome_en: 'Bomba', categoria: 'Hidráulica' },
  { codigo: 'ELE-SRV-0003', nome_pt: 'Servomotor', categoria: 'Elétrica' },
] as const;

beforeAll(async () => {
  await createParts(server.services.store.parts, PARTS);
});

const codesOf = (page: { items: { codigo: string }[] }) => page.items.map((part) => part.codigo);

describe('the paged query string on the real server', () => {
  it('finds a part by a search full of odd Unicode and URL syntax', async () => {
    const page = await fetchPartsPage(
      partsQueryString({ q: ` ${ODD_SEARCH} ` }),
      undefined,
      webConnection(server.url),
    );
    expect(codesOf(page)).toEqual(['MEC-ODD-0001']);
  });

  it("is read by the server at its defaults: the shop's first page of the whole catalogue", async () => {
    const page = await fetchPartsPage(partsQueryString({}), undefined, webConnection(server.url));
    expect({ page: page.page, pageSize: page.pageSize, total: page.total }).toEqual({
      page: 1,
      pageSize: 50,
      total: 3,
    });
  });

  it('passes category, page and page size, answering a page past the end as empty', async () => {
    const connection = webConnection(server.url);
    const byCategory = await fetchPartsPage(
      partsQueryString({ categoria: 'Elétrica' }),
      undefined,
      connection,
    );
    expect(codesOf(byCategory)).toEqual(['ELE-SRV-0003']);
    const past = await fetchPartsPage(
      partsQueryString({ page: 2, pageSize: 100 }),
      undefined,
      connection,
    );
    expect({ items: past.items, total: past.total, page: past.page, size: past.pageSize }).toEqual({
      items: [],
      total: 3,
      page: 2,
      size: 100,
    });
  });

  it("carries the admin's filters: the missing-translation list and the search", async () => {
    const api = new AdminApi(desktopConnection(server.url, null));
    const query = { search: '', categoria: '', page: 1, pageSize: 50 } as const;
    const missing = await api.queryParts({ ...query, missingTranslation: true });
    expect(codesOf(missing)).toEqual(['HID-CPY-0002']);
    const found = await api.queryParts({ ...query, search: ' servo ', missingTranslation: false });
    expect(codesOf(found)).toEqual(['ELE-SRV-0003']);
  });
});
