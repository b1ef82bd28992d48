import type { ChangeEntry, FieldChange } from '@castall/contracts';
import { describe, expect, it } from 'vitest';
import { isSameAsCurrent } from './history-versions';

const entry = (action: ChangeEntry['action'], changes: FieldChange[]): ChangeEntry => ({
  partId: 'p1',
  codigo: 'AB-1',
  at: '2026-12-02T10:00:00.000Z',
  by: 'admin',
  action,
  changes,
});

const created = entry('create', [
  { field: 'preco', from: null, to: 10 },
  { field: 'nome_pt', from: null, to: 'Bico' },
]);

describe('isSameAsCurrent', () => {
  it('is true for the newest entry and for an older one a restore came back to', () => {
    const history = [
      created,
      entry('update', [{ field: 'preco', from: 10, to: 12 }]),
      // The restore of the creation: the price back to 10.
      entry('update', [{ field: 'preco', from: 12, to: 10 }]),
    ];
    expect(isSameAsCurrent(history, 2)).toBe(true);
    expect(isSameAsCurrent(history, 0)).toBe(true);
    expect(isSameAsCurrent(history, 1)).toBe(false);
  });

  it('is false while any field differs, and ignores the image (a restore keeps it)', () => {
    const history = [
      created,
      entry('update', [
        { field: 'preco', from: 10, to: 12 },
        { field: 'imagem', from: 'a.webp', to: 'b.webp' },
      ]),
      entry('update', [
        { field: 'preco', from: 12, to: 10 },
        { field: 'nome_pt', from: 'Bico', to: 'Bico injetor' },
      ]),
    ];
    expect(isSameAsCurrent(history, 0)).toBe(false);
    expect(isSameAsCurrent(history, 1)).toBe(false);
    const imageOnly = [created, entry('update', [{ field: 'imagem', from: '', to: 'b.webp' }])];
    expect(isSameAsCurrent(imageOnly, 0)).toBe(true);
  });
});
