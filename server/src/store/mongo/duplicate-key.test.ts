import { MongoServerError } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { isDuplicateCodeError, isDuplicateKeyError } from './duplicate-key';

// The errors as the server answers them (messages copied from MongoDB 7's E11000 answers).
const refusal = (code: number, message: string) => new MongoServerError({ code, message });

describe('duplicate-key refusals', () => {
  it('take only the code index refusing for a duplicate code', () => {
    const byCode = refusal(
      11000,
      'E11000 duplicate key error collection: castall.parts index: codeKey_unique dup key: { codeKey: "val001" }',
    );
    expect(isDuplicateKeyError(byCode)).toBe(true);
    expect(isDuplicateCodeError(byCode)).toBe(true);
  });

  it.each([
    'E11000 duplicate key error collection: castall.parts index: id_unique dup key: { id: "a" }',
    'E11000 duplicate key error collection: castall.parts index: _id_ dup key: { _id: ObjectId(…) }',
    'E11000 duplicate key error collection: castall.parts index: codeKey_unique_old dup key: { }',
  ])('do not take another index for a duplicate code: %s', (message) => {
    const other = refusal(11000, message);
    expect(isDuplicateKeyError(other)).toBe(true);
    expect(isDuplicateCodeError(other)).toBe(false);
  });

  it('are not any other server error, nor a plain Error with the same text', () => {
    const text = 'E11000 duplicate key error collection: c.parts index: codeKey_unique dup key';
    expect(isDuplicateCodeError(refusal(112, text))).toBe(false);
    expect(isDuplicateCodeError(new Error(text))).toBe(false);
  });
});
