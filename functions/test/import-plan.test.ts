import { describe, expect, it } from 'vitest';
import type { InventoryItem, ItemCreateInput } from '@surplus/shared';
import { planImport } from '../src/lib/import-plan';

const input = (itemId: string, overrides: Partial<ItemCreateInput> = {}): ItemCreateInput => ({
  category: 'door',
  name: 'Door',
  itemId,
  description: 'A fine door',
  quantity: 1,
  priceMode: 'on-request',
  ...overrides,
});
const listing = (id: number, itemId: string, overrides: Partial<InventoryItem> = {}): InventoryItem => ({
  id,
  userId: 1,
  businessName: 'Acme',
  lastUpdated: '',
  createdAt: '',
  currency: 'USD',
  heldQuantity: 0,
  availableQuantity: 1,
  transferredQuantity: 0,
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

  it('refuses a row that would set a quantity below what is on hold', () => {
    const own = [listing(1, 'A', { quantity: 5, heldQuantity: 3, availableQuantity: 2 })];
    const plan = planImport([{ line: 2, input: input('A', { quantity: 2 }) }, { line: 3, input: input('A', { quantity: 3 }) }], 'upsert', own, []);
    expect(plan.errors).toContainEqual({ line: 2, column: 'quantity', message: '3 are on hold: quantity must be at least 3' });
    expect(planImport([{ line: 2, input: input('A', { quantity: 3 }) }], 'upsert', own, []).updates).toMatchObject([{ id: 1, changes: { quantity: 3 } }]);
  });

  it("changes the specs of the file's columns, removes those of its empty cells, and keeps the rest", () => {
    const own = [listing(1, 'A', { widthIn: 120, heightIn: 96, color: 'White', insulated: true })];
    const rows = [{ line: 2, input: input('A', { widthIn: 144, heightIn: 96, insulated: true }) }];
    expect(planImport(rows, 'upsert', own, ['widthIn', 'heightIn', 'color', 'insulated']).updates[0]?.changes).toEqual({ widthIn: 144, color: null });
    // A file without the spec columns leaves the specs as they are.
    expect(planImport([{ line: 2, input: input('A') }], 'upsert', own, []).unchanged).toEqual([{ line: 2, input: input('A'), id: 1 }]);
  });

  describe('prices', () => {
    const changes = (item: InventoryItem, row: ItemCreateInput, columns: readonly string[] = ['priceMode', 'unitPrice']) => {
      const plan = planImport([{ line: 2, input: row }], 'upsert', [item], columns);
      return plan.updates[0]?.changes ?? (plan.unchanged.length === 1 ? 'unchanged' : plan);
    };
    const fixed = listing(1, 'A', { priceMode: 'fixed', unitPriceCents: 12_000 });

    it('changes the unit price, the mode, or both, only where they differ', () => {
      expect(changes(fixed, input('A', { priceMode: 'fixed', unitPriceCents: 12_000 }))).toBe('unchanged');
      expect(changes(fixed, input('A', { priceMode: 'fixed', unitPriceCents: 9_950 }))).toEqual({ unitPriceCents: 9_950 });
      expect(changes(fixed, input('A', { priceMode: 'negotiable', unitPriceCents: 12_000 }))).toEqual({ priceMode: 'negotiable' });
      expect(changes(listing(1, 'A'), input('A', { priceMode: 'negotiable', unitPriceCents: 45_000 }))).toEqual({
        priceMode: 'negotiable',
        unitPriceCents: 45_000,
      });
      // A legacy listing (no mode stored) is on request.
      expect(changes(listing(1, 'A', { priceMode: undefined }), input('A'))).toBe('unchanged');
    });

    it('sends a mode without a price alone, so the update drops the stored price', () => {
      expect(changes(fixed, input('A', { priceMode: 'free' }))).toEqual({ priceMode: 'free' });
      expect(changes(fixed, input('A', { priceMode: 'on-request' }))).toEqual({ priceMode: 'on-request' });
      // A file with the mode column but no price column can still take a price off.
      expect(changes(fixed, input('A', { priceMode: 'free' }), ['priceMode'])).toEqual({ priceMode: 'free' });
    });

    it('keeps the price of a file without a priceMode column, whose rows read as on request', () => {
      expect(changes(fixed, input('A', { quantity: 4 }), [])).toEqual({ quantity: 4 });
      expect(changes(fixed, input('A'), ['unitPrice'])).toBe('unchanged');
    });

    it('creates a priced row as it is', () => {
      const row = { line: 2, input: input('B', { priceMode: 'fixed', unitPriceCents: 5 }) };
      expect(planImport([row], 'upsert', [fixed], ['priceMode', 'unitPrice']).creates).toEqual([row]);
    });
  });
});
