import { describe, expect, it } from 'vitest';
import { LINE_BLOCK_MAX, lineChanges, newListingLines } from '../src/data/search/word-lines';
import { inventoryItem } from './support/inventory-item';

const at = (minute: number) => `2026-11-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const recent = (id: number, minute: number) => `${at(minute)}#${String(id).padStart(12, '0')}`;
const blocksOf = (requests: ReturnType<typeof lineChanges>, word: string) =>
  requests.flatMap((request) => (request.PutRequest?.Item?.pk === `LINE#${word}` ? [request.PutRequest.Item as { sk: string; entries: string[] }] : []));
const keys = (requests: ReturnType<typeof lineChanges>) =>
  requests.map((request) => {
    const key = request.PutRequest?.Item ?? request.DeleteRequest?.Key;
    return `${request.PutRequest ? 'put' : 'delete'} ${String(key?.pk)} ${String(key?.sk)}`;
  });

describe('word lines', () => {
  it('packs new listings per common word, newest first, at most LINE_BLOCK_MAX to a block', () => {
    const items = Array.from({ length: LINE_BLOCK_MAX + 5 }, (_, index) =>
      inventoryItem({ id: index + 1, name: index % 2 ? 'Sectional door' : 'Door', lastUpdated: at(index % 60) }),
    );
    const blocks = newListingLines(items, new Set(['door', 'sectional']));
    const door = blocksOf(blocks, 'door');
    expect(door.map((block) => block.entries.length)).toEqual([LINE_BLOCK_MAX, 5]);
    const entries = door.flatMap((block) => block.entries);
    expect(entries).toEqual([...entries].sort().reverse());
    expect(door[0]).toMatchObject({ sk: `${entries[0]!.split('|')[0]} ${entries[LINE_BLOCK_MAX - 1]!.split('|')[0]}` });
    expect(entries[0]).toMatch(/^2026-11-01T10:59:00.000Z#0000000000\d\d\|door\|3$/);
    expect(blocksOf(blocks, 'sectional').flatMap((block) => block.entries)).toHaveLength(52);
    expect(newListingLines(items, new Set(['door', 'sectional']))).toEqual(blocks);
  });

  it('puts a one-entry block per common word a write adds or moves, and deletes the ones it leaves', () => {
    const common = new Set(['door', 'sectional', 'insulated']);
    const before = inventoryItem({ id: 42, name: 'Sectional door' });
    expect(keys(lineChanges(null, before, common)).sort()).toEqual([
      `put LINE#door ${recent(42, 0)} ${recent(42, 0)}`,
      `put LINE#sectional ${recent(42, 0)} ${recent(42, 0)}`,
    ]);
    // Same recency key (a business rename): only the word gained and the word lost.
    const renamed = inventoryItem({ id: 42, name: 'Insulated door' });
    expect(keys(lineChanges(before, renamed, common)).sort()).toEqual([
      `delete LINE#sectional ${recent(42, 0)} ${recent(42, 0)}`,
      `put LINE#insulated ${recent(42, 0)} ${recent(42, 0)}`,
    ]);
    const edited = inventoryItem({ id: 42, name: 'Sectional door', lastUpdated: at(5) });
    expect(keys(lineChanges(before, edited, common)).sort()).toEqual([
      `delete LINE#door ${recent(42, 0)} ${recent(42, 0)}`,
      `delete LINE#sectional ${recent(42, 0)} ${recent(42, 0)}`,
      `put LINE#door ${recent(42, 5)} ${recent(42, 5)}`,
      `put LINE#sectional ${recent(42, 5)} ${recent(42, 5)}`,
    ]);
    expect(keys(lineChanges(edited, null, common)).sort()).toEqual([
      `delete LINE#door ${recent(42, 5)} ${recent(42, 5)}`,
      `delete LINE#sectional ${recent(42, 5)} ${recent(42, 5)}`,
    ]);
    expect(lineChanges(before, edited, new Set())).toEqual([]);
  });
});
