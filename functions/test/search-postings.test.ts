import { describe, expect, it } from 'vitest';
import type { InventoryItem } from '@surplus/shared';
import { closeTo } from '@surplus/shared';
import { indexedWords, postingChanges } from '../src/data/search/postings';
import { inventoryItem } from './support/inventory-item';

const item = (overrides: Partial<InventoryItem> = {}) =>
  inventoryItem({ id: 42, name: 'Insulated Roll-Up Door 14x14', itemId: 'RUD-INS-1414', description: 'Spare for the warehouse', ...overrides });
type Requests = ReturnType<typeof postingChanges>;
const wordOf = (key: Record<string, unknown> | undefined) => String(key?.sk).split('\u0001')[0];
const puts = (requests: Requests) => requests.filter((request) => request.PutRequest).map((request) => wordOf(request.PutRequest?.Item));
const deletes = (requests: Requests) => requests.filter((request) => request.DeleteRequest).map((request) => wordOf(request.DeleteRequest?.Key));

describe('search postings', () => {
  it('indexes each distinct word of two characters or more, without stop words or words another one starts', () => {
    // "14" starts "1414" and "ins" starts "insulated", "for" and "the" are stop words, "x" has one letter.
    expect(indexedWords(item())).toEqual(['1414', 'acme', 'door', 'insulated', 'nv', 'reno', 'roll', 'rud', 'spare', 'up', 'warehouse']);
  });

  it('writes a posting per word of a new listing, with what a search filters and sorts on', () => {
    const [first] = postingChanges(null, item(), new Set()).map((request) => request.PutRequest?.Item);
    expect(first).toMatchObject({
      pk: 'TERM#14',
      sk: '1414\u0001000000000042',
      id: 42,
      category: 'door',
      userId: 3,
      recent: '2026-11-01T10:00:00.000Z#000000000042',
      words: ' 1414 acme door for insulated nv reno roll rud spare the up warehouse x',
    });
  });

  it('leaves common words out, and removes what a change or a delete takes away', () => {
    expect(puts(postingChanges(null, item(), new Set(['door', 'up'])))).not.toContain('door');
    const changed = postingChanges(item(), item({ name: 'Sectional Door', lastUpdated: '2026-11-02T10:00:00.000Z' }), new Set(['door']));
    expect(deletes(changed).sort()).toEqual(['door', 'insulated', 'roll', 'up']);
    expect(puts(changed)).toContain('ins');
    expect(puts(changed)).toContain('sectional');
    expect(deletes(postingChanges(item(), null, new Set(['door'])))).toEqual(indexedWords(item()));
  });

  it('finds close words whatever edit was made', () => {
    for (const typed of ['warehuse', 'wraehouse', 'warehousse', 'warehpuse']) expect(closeTo(typed, 'warehouse'), typed).toBe(true);
  });
});
