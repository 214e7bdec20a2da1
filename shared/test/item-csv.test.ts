import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InventoryItem } from '../src';
import { CSV_TEMPLATE, EXPORT_COLUMNS, itemsCsv, parseItemCsv, UNIT_PRICE_MESSAGES, validateRows } from '../src/item-csv';

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
  priceMode: 'on-request',
  currency: 'USD',
  heldQuantity: 0,
  availableQuantity: 2,
  transferredQuantity: 0,
  ...overrides,
});

/** A file of the required columns and `columns`, one door row per entry of `cells` (its values of `columns`). */
const csvOf = (columns: string, cells: readonly string[]) =>
  [`category,name,itemId,description,quantity,${columns}`, ...cells.map((cell, index) => `door,Door,D-${index + 1},A fine door,1,${cell}`)].join('\n');
const validated = (text: string) => {
  const parsed = parseItemCsv(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return validateRows(parsed.rows);
};

describe('the listing CSV format', () => {
  it('reads the template as two valid rows, a negotiable price and a free one', () => {
    const parsed = parseItemCsv(CSV_TEMPLATE);
    expect(parsed.ok && validateRows(parsed.rows)).toMatchObject({
      errors: [],
      inputs: [
        { line: 2, input: { priceMode: 'negotiable', unitPriceCents: 45_000 } },
        { line: 3, input: { priceMode: 'free' } },
      ],
    });
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
    const listing = { name: 'Insulated door', itemId: 'RUD-1', description: 'White, light scratches', quantity: 2, priceMode: 'on-request' };
    expect(inputs.map(({ input }) => input)).toEqual([
      { category: 'door', ...listing, ...specs },
      { category: 'part', ...listing, partType: 'opener', fitsWidthIn: 96, fitsHeightIn: 84 },
    ]);
  });

  it('quotes a cell a spreadsheet would run as a formula', () => {
    expect(itemsCsv([item({ name: '=1+2' })], false)).toContain(",'=1+2,");
  });

  describe('prices', () => {
    it('reads a unit price in dollars as whole cents', () => {
      const { inputs, errors } = validated(csvOf('priceMode,unitPrice', ['fixed,120', 'fixed,120.5', 'negotiable,120.50', 'fixed, 0.07 ', 'fixed,1000000']));
      expect(errors).toEqual([]);
      expect(inputs.map(({ input }) => [input.priceMode, input.unitPriceCents])).toEqual([
        ['fixed', 12_000],
        ['fixed', 12_050],
        ['negotiable', 12_050],
        ['fixed', 7],
        ['fixed', 100_000_000],
      ]);
    });

    it.each(['$120', '"1,200"', '12.345', '-5', 'abc', '1e3', '+5', '120.', '.5', '0x10'])('refuses the unit price %s by its line and column', (cell) => {
      const { inputs, errors } = validated(csvOf('priceMode,unitPrice', ['fixed,10', `fixed,${cell}`]));
      expect(inputs).toHaveLength(1);
      expect(errors).toEqual([{ line: 3, column: 'unitPrice', message: UNIT_PRICE_MESSAGES.format }]);
      expect(UNIT_PRICE_MESSAGES.format).toBe('unitPrice must be dollars like 120 or 120.50');
    });

    it('refuses a unit price below a cent or above the limit', () => {
      const { errors } = validated(csvOf('priceMode,unitPrice', ['fixed,0', 'negotiable,0.00', 'fixed,1000000.01']));
      expect(errors).toEqual([2, 3, 4].map((line) => ({ line, column: 'unitPrice', message: 'unitPrice must be from 0.01 to 1000000 dollars' })));
    });

    it('refuses a price without a priced mode and a priced mode without a price, naming the column', () => {
      const { inputs, errors } = validated(csvOf('priceMode,unitPrice', ['on-request,5', 'free,5', 'fixed,', 'negotiable, ', 'sale,5', 'free,', ',']));
      const onlyPriced = 'unitPrice is only for fixed and negotiable prices';
      const required = 'unitPrice is required for fixed and negotiable prices';
      expect(errors).toEqual([
        { line: 2, column: 'unitPrice', message: onlyPriced },
        { line: 3, column: 'unitPrice', message: onlyPriced },
        { line: 4, column: 'unitPrice', message: required },
        { line: 5, column: 'unitPrice', message: required },
        { line: 6, column: 'priceMode', message: 'priceMode must be one of fixed, negotiable, on-request, free' },
      ]);
      expect(inputs.map(({ line, input }) => [line, input.priceMode, input.unitPriceCents])).toEqual([
        [7, 'free', undefined],
        [8, 'on-request', undefined],
      ]);
      // A file without a priceMode column asks for offers: a price there is refused too, and so is a priced mode without the price column.
      expect(validated(csvOf('unitPrice', ['5'])).errors).toEqual([{ line: 2, column: 'unitPrice', message: onlyPriced }]);
      expect(validated(csvOf('priceMode', ['fixed'])).errors).toEqual([{ line: 2, column: 'unitPrice', message: required }]);
    });

    it('reads a file without the price columns as on request', () => {
      const { inputs, errors } = validated('category,name,itemId,description,quantity\ndoor,Door,D-1,A fine door,1\n');
      expect(errors).toEqual([]);
      expect(inputs[0]?.input).toMatchObject({ priceMode: 'on-request' });
      expect(inputs[0]?.input.unitPriceCents).toBeUndefined();
    });

    it('exports the mode and the unit price in dollars, and imports them back as they were', () => {
      const items = [
        item({ id: 1, itemId: 'P-1', priceMode: 'fixed', unitPriceCents: 12_000 }),
        item({ id: 2, itemId: 'P-2', priceMode: 'negotiable', unitPriceCents: 12_050 }),
        item({ id: 3, itemId: 'P-3', priceMode: 'fixed', unitPriceCents: 7 }),
        item({ id: 4, itemId: 'P-4', priceMode: 'free' }),
        item({ id: 5, itemId: 'P-5' }),
      ];
      const csv = itemsCsv(items, true);
      expect(EXPORT_COLUMNS.slice(-2)).toEqual(['priceMode', 'unitPrice']);
      expect(csv.split('\r\n').slice(1, 6).map((line) => line.split(',').slice(-2).join(','))).toEqual([
        'fixed,120',
        'negotiable,120.50',
        'fixed,0.07',
        'free,',
        'on-request,',
      ]);
      const { inputs, errors } = validated(csv);
      expect(errors).toEqual([]);
      expect(inputs.map(({ input }) => [input.itemId, input.priceMode, input.unitPriceCents])).toEqual(
        items.map((one) => [one.itemId, one.priceMode, one.unitPriceCents]),
      );
    });

    it('gives back every price it exported (property)', () => {
      const priced = fc.record({ priceMode: fc.constantFrom('fixed' as const, 'negotiable' as const), unitPriceCents: fc.integer({ min: 1, max: 100_000_000 }) });
      const unpriced = fc.record({ priceMode: fc.constantFrom('on-request' as const, 'free' as const) });
      fc.assert(
        fc.property(fc.array(fc.oneof(priced, unpriced), { minLength: 1, maxLength: 10 }), (prices) => {
          const items = prices.map((price, index) => item({ id: index + 1, itemId: `P-${index + 1}`, ...price }));
          const { inputs, errors } = validated(itemsCsv(items, true));
          expect(errors).toEqual([]);
          expect(inputs.map(({ input }) => [input.priceMode, input.unitPriceCents])).toEqual(items.map((one) => [one.priceMode, one.unitPriceCents]));
        }),
      );
    });

    it('writes no price for a mode that has none', () => {
      expect(itemsCsv([item({ priceMode: 'free', unitPriceCents: 500 })], false).trimEnd().endsWith(',free,')).toBe(true);
    });
  });
});
