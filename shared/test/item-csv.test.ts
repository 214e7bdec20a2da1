import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InventoryItem } from '../src';
import { CSV_TEMPLATE, itemsCsv, parseItemCsv, validateRows } from '../src/item-csv';

const item = (overrides: Partial<InventoryItem> = {}): InventoryItem => ({
  id: 7,
  userId: 1,
  category: 'door',
  name: 'Insulated door',
  itemId: 'RUD-1',
  description: 'White, light scratches',
  quantity: 2,
  businessName: 'Acme',
  lastUpdated: '2026-11-01T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

describe('the listing CSV format', () => {
  it('reads the template as two valid rows', () => {
    const parsed = parseItemCsv(CSV_TEMPLATE);
    expect(parsed.ok && validateRows(parsed.rows)).toMatchObject({ errors: [], inputs: [{ line: 2 }, { line: 3 }] });
  });

  it('numbers rows by the line they start on, across quoted line breaks and blank lines', () => {
    const parsed = parseItemCsv('name,itemId,category,description,quantity\n"A\nB",X-1,door,"one\r\ntwo\nthree",1\n\nC,X-2,part,Fine part,2\n');
    expect(parsed.ok && parsed.rows.map((row) => row.line)).toEqual([2, 7]);
  });

  it('gives back exactly what it exported, formulas and quotes included (property)', () => {
    const text = fc.string({ minLength: 2, maxLength: 40 }).filter((value) => value.trim() === value && value.trim().length >= 2);
    fc.assert(
      fc.property(fc.array(fc.record({ name: text, itemId: text, description: fc.constant('Plain description') }), { maxLength: 5 }), (fields) => {
        const items = fields.map((field, index) => item({ id: index + 1, ...field }));
        const parsed = parseItemCsv(itemsCsv(items, true));
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        expect(parsed.rows.map((row) => [row.values.name, row.values.itemId])).toEqual(items.map((one) => [one.name, one.itemId]));
      }),
    );
  });

  it('reads the specs it exported back as the same values', () => {
    const specs = { doorType: 'rolling-steel', widthIn: 120, heightIn: 144, material: 'steel', insulated: false, rValue: 8.5, color: 'Gray', windRated: true } as const;
    const parsed = parseItemCsv(itemsCsv([item(specs), item({ id: 8, category: 'part', partType: 'opener', fitsWidthIn: 96, fitsHeightIn: 84 })], true));
    const { inputs, errors } = parsed.ok ? validateRows(parsed.rows) : { inputs: [], errors: [] };
    expect(errors).toEqual([]);
    expect(inputs.map(({ input }) => input)).toEqual([
      { category: 'door', name: 'Insulated door', itemId: 'RUD-1', description: 'White, light scratches', quantity: 2, ...specs },
      { category: 'part', name: 'Insulated door', itemId: 'RUD-1', description: 'White, light scratches', quantity: 2, partType: 'opener', fitsWidthIn: 96, fitsHeightIn: 84 },
    ]);
  });

  it('quotes a cell a spreadsheet would run as a formula', () => {
    expect(itemsCsv([item({ name: '=1+2' })], false)).toContain(",'=1+2,");
  });
});
