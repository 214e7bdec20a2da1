import { describe, expect, it } from 'vitest';
import type { InventoryItem, ItemCreateInput } from '@surplus/shared';
import { planImport } from '../src/lib/import-plan';

const input = (itemId: string, overrides: Partial<ItemCreateInput> = {}): ItemCreateInput => ({
  category: 'door',
  name: 'Door',
  itemId,
  description: 'A fine door',
  quantity: 1,
  ...overrides,
});
const listing = (id: number, itemId: string, overrides: Partial<InventoryItem> = {}): InventoryItem => ({
  id,
  userId: 1,
  businessName: 'Acme',
  lastUpdated: '',
  createdAt: '',
  ...input(itemId),
  ...overrides,
});

describe('planImport', () => {
  it('creates every row in create mode', () => {
    const rows = [{ line: 2, input: input('A') }];
    expect(planImport(rows, 'create', [listing(1, 'A')], [])).toMatchObject({ creates: rows, updates: [], errors: [] });
  });

  it('updates only what differs, leaves equal rows alone and creates the rest', () => {
    const own = [listing(1, 'A'), listing(2, 'B', { imageUrl: '/uploads/abcdefgh.png' })];
    const rows = [
      { line: 2, input: input('A', { quantity: 5 }) },
      { line: 3, input: input('B') },
      { line: 4, input: input('C') },
    ];
    const plan = planImport(rows, 'upsert', own, []);
    expect(plan.updates).toEqual([{ ...rows[0], id: 1, changes: { quantity: 5 }, before: own[0] }]);
    expect(plan.unchanged).toEqual([{ ...rows[1], id: 2 }]);
    expect(plan.creates).toEqual([rows[2]]);
    // With an imageUrl column, an empty cell removes the image.
    expect(planImport(rows, 'upsert', own, ['imageUrl']).updates[1]).toMatchObject({ id: 2, changes: { imageUrl: '' } });
  });

  it('refuses an item ID that names two listings or repeats an earlier row', () => {
    const plan = planImport(
      [
        { line: 2, input: input('A') },
        { line: 3, input: input('B') },
        { line: 4, input: input('B') },
      ],
      'upsert',
      [listing(1, 'A'), listing(2, 'A')],
      [],
    );
    expect(plan.errors.map((error) => error.line)).toEqual([2, 4]);
  });

  it("changes the specs of the file's columns, removes those of its empty cells, and keeps the rest", () => {
    const own = [listing(1, 'A', { widthIn: 120, heightIn: 96, color: 'White', insulated: true })];
    const rows = [{ line: 2, input: input('A', { widthIn: 144, heightIn: 96, insulated: true }) }];
    expect(planImport(rows, 'upsert', own, ['widthIn', 'heightIn', 'color', 'insulated']).updates[0]?.changes).toEqual({ widthIn: 144, color: null });
    // A file without the spec columns leaves the specs as they are.
    expect(planImport([{ line: 2, input: input('A') }], 'upsert', own, []).unchanged).toEqual([{ line: 2, input: input('A'), id: 1 }]);
  });
});
