import { describe, expect, it } from 'vitest';
import { CLIENT_OPTIONS, DATABASE_OPTIONS, databaseNameInUri } from './client-options';

describe('the MongoDB connection', () => {
  it.each([
    ['mongodb://127.0.0.1:27017/castall-test?replicaSet=rs0', 'castall-test'],
    ['mongodb://user:p%40ss@h1:27017,h2:27017/loja', 'loja'],
    ['mongodb+srv://cluster0.example.net/pecas?retryWrites=true', 'pecas'],
    ['mongodb://h1/caf%C3%A9', 'café'],
  ])('reads the database of %s', (uri, name) => {
    expect(databaseNameInUri(uri)).toBe(name);
  });

  it.each([
    'mongodb://127.0.0.1:27017',
    'mongodb://127.0.0.1:27017/',
    'mongodb://127.0.0.1:27017/?replicaSet=rs0',
    'mongodb+srv://cluster0.example.net/?retryWrites=true',
  ])('finds no database in %s (the store then uses its own default)', (uri) => {
    expect(databaseNameInUri(uri)).toBeUndefined();
  });

  it('bounds every wait and pins reads to what the primary and a majority hold', () => {
    expect(CLIENT_OPTIONS).toMatchObject({
      serverSelectionTimeoutMS: 5_000,
      connectTimeoutMS: 5_000,
      socketTimeoutMS: 30_000,
      writeConcern: { w: 'majority', journal: true, wtimeoutMS: 10_000 },
    });
    expect(DATABASE_OPTIONS.readPreference).toBe('primary');
    expect(DATABASE_OPTIONS.readConcern?.level).toBe('majority');
  });
});
