import { afterEach, beforeEach, describe } from 'vitest';
import type { Store } from '../types';
import { filesContract } from './files';
import type { OpenStore } from './fixtures';
import { loginFailuresContract } from './login-failures';
import { partsCrudContract } from './parts-crud';
import { partsImportContract } from './parts-import';
import { partsQueryContract } from './parts-query';
import { partsTypoSearchContract } from './parts-typo-search';
import { revisionAndConcurrencyContract } from './revision-and-concurrency';
import { sideStoresContract } from './side-stores';
import { historyContract, trashContract } from './trash-and-history';

/**
 * The one behaviour both stores must share. Each test gets a fresh, empty store from `open`
 * and cleans it up afterwards, so the suites run the same against any implementation.
 */
export function describeStoreContract(name: string, open: OpenStore): void {
  describe(name, () => {
    let opened: Awaited<ReturnType<OpenStore>> | undefined;
    const current = (): Store => {
      if (opened === undefined) throw new Error('No store is open');
      return opened.store;
    };

    beforeEach(async () => {
      opened = await open();
    });
    afterEach(async () => {
      await opened?.cleanup();
      opened = undefined;
    });

    describe('parts: create, read, update, delete', () => partsCrudContract(current));
    describe('parts: query', () => partsQueryContract(current));
    describe('parts: typo-tolerant search', () => partsTypoSearchContract(current));
    describe('parts: import as one unit', () => partsImportContract(current));
    describe('parts: revision and concurrency', () => revisionAndConcurrencyContract(current));
    describe('sessions, accounts, newsletter', () => sideStoresContract(current));
    describe('login failures and locks', () => loginFailuresContract(current));
    describe('files (part images)', () => filesContract(current));
    describe('parts: trash', () => trashContract(current));
    describe('parts: change history and import undo', () => historyContract(current));
  });
}
