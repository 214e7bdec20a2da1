import { describe, expect, it } from 'vitest';
import type { InventoryItem } from '@surplus/shared';
import { closeTo } from '@surplus/shared';
import { indexedWords, postingChanges } from '../src/data/search-postings';
import { inventoryItem } from './support/inventory-item';

const item = (overrides: Partial<InventoryItem> = {}) =>
  inventoryItem({ id: 42, name: 'Insulated Roll-Up Door 14x14', itemId: 'RUD-INS-1414', description: 'Spare for the warehouse', ...overrides });
type Requests = ReturnType<typeof postingChanges>;
const wordOf = (key: Record<string, unknown> | undefined) => String(key?.sk).split('\u0001')[0];
const byWord = (key: Record<string, unknown> | undefined) => String(key?.pk).startsWith('TERM#');
const puts = (requests: Requests) => requests.map((request) => request.PutRequest?.Item).filter(byWord).map(wordOf);
const deletes = (requests: Requests) => requests.map((request) => request.DeleteRequest?.Key).filter(byWord).map(wordOf);
/** Recency postings as `<word> <recency key>`. */
const recency = (key: Record<string, unknown> | undefined) => `${String(key?.pk).replace('RECENT#', '')} ${String(key?.sk).split('\u0001')[0]}`;
const recencyPuts = (requests: Requests) => requests.map((request) => request.PutRequest?.Item).filter((key) => key && !byWord(key)).map(recency);
const recencyDeletes = (requests: Requests) => requests.map((request) => request.DeleteRequest?.Key).filter((key) => key && !byWord(key)).map(recency);
const [FIRST, SECOND] = ['2026-11-01T10:00:00.000Z#000000000042', '2026-11-02T10:00:00.000Z#000000000042'];

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

  it('writes a recency posting per common word, with the same attributes, keyed by the recency key and id', () => {
    const requests = postingChanges(null, item(), new Set(['door', 'up']));
    const door = requests.map((request) => request.PutRequest?.Item).find((put) => put?.pk === 'RECENT#door');
    expect(door).toEqual({ ...requests[0]?.PutRequest?.Item, pk: 'RECENT#door', sk: `${FIRST}\u0001000000000042` });
    expect(recencyPuts(requests).sort()).toEqual([`door ${FIRST}`, `up ${FIRST}`]);
    expect(recencyDeletes(requests)).toEqual([]);
  });

  it('moves recency postings when lastUpdated moves, and deletes only those of common words', () => {
    const common = new Set(['door', 'up', 'sectional']);
    const changed = postingChanges(item(), item({ name: 'Sectional Door', lastUpdated: '2026-11-02T10:00:00.000Z' }), common);
    expect(recencyDeletes(changed).sort()).toEqual([`door ${FIRST}`, `up ${FIRST}`]);
    expect(recencyPuts(changed).sort()).toEqual([`door ${SECOND}`, `sectional ${SECOND}`]);
    // A rebrand keeps lastUpdated: the same keys are written again, none deleted.
    const rebranded = postingChanges(item(), item({ businessName: 'Other Co' }), common);
    expect(recencyDeletes(rebranded)).toEqual([]);
    expect(recencyPuts(rebranded).sort()).toEqual([`door ${FIRST}`, `up ${FIRST}`]);
    expect(recencyDeletes(postingChanges(item(), null, common)).sort()).toEqual([`door ${FIRST}`, `up ${FIRST}`]);
  });

  it('finds close words whatever edit was made', () => {
    for (const typed of ['warehuse', 'wraehouse', 'warehousse', 'warehpuse']) expect(closeTo(typed, 'warehouse'), typed).toBe(true);
  });
});
