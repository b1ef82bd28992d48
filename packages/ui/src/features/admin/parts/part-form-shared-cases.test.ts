import { PART_FORM_CASES } from '@castall/contracts/testing';
import { describe, expect, it } from 'vitest';
import { validatePartForm } from './part-form-values';

// The admin form's half of the shared table (issue 13): the server runs the same cases in
// server/src/parts/part-form-shared-cases.test.ts. The form checks before sending, so it must
// refuse exactly what the server refuses, each field with the server's sentence.

describe('the admin form on the shared part form cases', () => {
  it.each(PART_FORM_CASES)('$name', ({ fields, expected }) => {
    expect(validatePartForm(fields, null)).toEqual(expected.ok ? {} : expected.errors);
  });
});
