import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/lib/errors';
import { decodeCursor, encodeCursor } from '../src/data/listings/lists/cursor';
import { indexPlan, itemIndexAttributes } from '../src/data/listings/keys';
import { inventoryItem } from './support/inventory-item';

const item = inventoryItem;

describe('item index keys', () => {
  it('orders names A-Z ignoring case, a shorter name before its longer forms, ties by id', () => {
    const keys = [item({ name: 'door b', id: 2 }), item({ name: 'Door', id: 9 }), item({ name: 'DOOR', id: 1 }), item({ name: 'Door A', id: 5 })]
      .map((entry) => itemIndexAttributes(entry).gsi3sk)
      .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    expect(keys.map((key) => Number(key.split('\u0001').at(-1)))).toEqual([1, 9, 5, 2]);
  });

  it('puts the words of every searchable field, folded, into the search text and nothing else', () => {
    const { search } = itemIndexAttributes(item({ name: 'Roll-Up DOOR', description: 'Needs Paint', quantity: 42 }));
    expect(search).toBe(' 1 acme door needs nv paint reno roll sku up');
  });

  it('reads owners from the owner indexes and categories from the category indexes', () => {
    expect(indexPlan('recent', { categories: ['door', 'part'] })).toEqual({ indexName: 'gsi1', partitions: ['CAT#door', 'CAT#part'], ascending: false });
    expect(indexPlan('business', { categories: ['part'] })).toEqual({ indexName: 'gsi4', partitions: ['CAT#part'], ascending: true });
    expect(indexPlan('name', { owners: [4], categories: ['door'] })).toEqual({ indexName: 'gsi5', partitions: ['OWNER#4'], ascending: true });
  });
});

describe('list cursors', () => {
  it('round-trips and refuses a cursor of another order or scope', () => {
    const cursor = encodeCursor({ sort: 'name', scope: 'owner', after: 'door\u0001000000000007' });
    expect(decodeCursor(cursor, { sort: 'name', scope: 'owner' })).toEqual({ after: 'door\u0001000000000007' });
    expect(() => decodeCursor(cursor, { sort: 'recent', scope: 'owner' })).toThrow('cursor: Invalid cursor');
    expect(() => decodeCursor(cursor, { sort: 'name', scope: 'category' })).toThrow('cursor: Invalid cursor');
  });

  it('answers any other string with a 400, never another error', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json().map((json) => Buffer.from(json).toString('base64url'))), (cursor) => {
        try {
          decodeCursor(cursor, { sort: 'recent', scope: 'category' });
        } catch (error) {
          expect(error).toBeInstanceOf(HttpError);
          expect((error as HttpError).statusCode).toBe(400);
        }
      }),
      { numRuns: 500 },
    );
  });
});
