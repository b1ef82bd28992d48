import { PART_FORM_CASES } from '@castall/contracts/testing';
import { describe, expect, it } from 'vitest';
import { readPartForm } from './part-form';

// The server's half of the shared table (issue 13): the admin form runs the same cases in
// packages/ui/src/features/admin/parts/part-form-shared-cases.test.ts and must answer alike.

describe('the server on the shared part form cases', () => {
  it.each(PART_FORM_CASES)('$name', ({ fields, expected }) => {
    const result = readPartForm(fields);
    if (expected.ok) {
      expect(result).toMatchObject({ ok: true, input: expected.stored ?? {} });
    } else {
      expect(result).toEqual({ ok: false, errors: Object.values(expected.errors) });
    }
  });
});
