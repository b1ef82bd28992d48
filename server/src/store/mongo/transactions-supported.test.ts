import { expect, it } from 'vitest';
import { helloAllowsTransactions } from './transactions-supported';

// `hello` answers as MongoDB 7 gives them (abridged).
it('accepts a replica set member and a mongos router, refuses a standalone server', () => {
  expect(helloAllowsTransactions({ isWritablePrimary: true, setName: 'rs0', hosts: [] })).toBe(
    true,
  );
  expect(helloAllowsTransactions({ isWritablePrimary: true, msg: 'isdbgrid' })).toBe(true);
  expect(helloAllowsTransactions({ isWritablePrimary: true, maxWireVersion: 21 })).toBe(false);
});
