import { PART_FORM_CASES } from '@castall/contracts/testing';
import { describe, expect, it } from 'vitest';
import { bearer, json } from '../testing/api-client';
import { useAdminTestApp } from './testing';

// The shared part form table (issue 13) through the real add route, embedded store and HTTP:
// what the admin form accepts is stored, what it refuses is a 400 with the same sentences.
// Sent as JSON, not multipart: FormData turns a lone surrogate into U+FFFD before sending, so
// only JSON brings it to the server as typed. Not named part-form*: the validation mutation
// group runs those for every mutant, and this file starts an app and logs in.
const { server, session } = useAdminTestApp();

describe('the add route on the shared part form cases', () => {
  it.each(PART_FORM_CASES)('$name', async ({ fields, expected }) => {
    const response = await fetch(`${server.url}/api/produtos-adicionar.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(session.admin) },
      body: JSON.stringify(fields),
    });
    if (expected.ok) {
      expect(response.status).toBe(201);
      expect(await json(response)).toMatchObject({ success: true, produto: expected.stored ?? {} });
    } else {
      expect(response.status).toBe(400);
      const error = Object.values(expected.errors).join(' ');
      expect(await json(response)).toEqual({ success: false, error });
    }
  });
});
