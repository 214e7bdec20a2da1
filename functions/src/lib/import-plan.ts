import { DEAL_MESSAGES, DEFAULT_PRICE_MODE, isPriced, SPEC_FIELDS, type CsvRowError, type ImportMode, type InventoryItem, type ItemCreateInput, type ItemUpdateInput } from '@surplus/shared';

export interface ImportRow {
  line: number;
  input: ItemCreateInput;
}

export interface ImportPlan {
  creates: ImportRow[];
  /** `before`: the listing as the plan found it (an update alerts only saved searches it did not match before). */
  updates: (ImportRow & { id: number; changes: ItemUpdateInput; before: InventoryItem })[];
  unchanged: (ImportRow & { id: number })[];
  errors: CsvRowError[];
}

const UPDATABLE = ['category', 'name', 'description', 'quantity'] as const;

/**
 * What each valid row does. `create` creates every row. `upsert` updates the caller's listing with the
 * row's item ID (only the fields that differ; an equal row writes nothing), and creates the others.
 * A row whose item ID names several of the caller's listings, or repeats an earlier row's, is an error:
 * which listing it meant cannot be known. `columns` are the file's optional columns (imageUrl, the price and
 * the specs): an update keeps the listing's image, price and specs the file has no column for, and an empty
 * cell of a column it has removes them.
 */
export function planImport(rows: readonly ImportRow[], mode: ImportMode, own: readonly InventoryItem[], columns: readonly string[]): ImportPlan {
  const plan: ImportPlan = { creates: [], updates: [], unchanged: [], errors: [] };
  if (mode === 'create') return { ...plan, creates: [...rows] };

  const ownByItemId = new Map<string, InventoryItem[]>();
  for (const item of own) ownByItemId.set(item.itemId, [...(ownByItemId.get(item.itemId) ?? []), item]);
  const firstLine = new Map<string, number>();
  for (const row of rows) {
    const { itemId } = row.input;
    const earlier = firstLine.get(itemId);
    const matches = ownByItemId.get(itemId) ?? [];
    if (earlier !== undefined) {
      plan.errors.push({ line: row.line, column: 'itemId', message: `Item ID ${itemId} is also on line ${earlier}: upsert takes one row per item ID` });
    } else if (matches.length > 1) {
      plan.errors.push({ line: row.line, column: 'itemId', message: `${matches.length} of your listings have item ID ${itemId}: give each its own item ID first` });
    } else if (matches[0] && row.input.quantity < matches[0].heldQuantity) {
      plan.errors.push({ line: row.line, column: 'quantity', message: DEAL_MESSAGES.quantityBelowHeld(matches[0].heldQuantity) });
    } else if (matches[0]) {
      const changes = changedFields(matches[0], row.input, columns);
      if (Object.keys(changes).length > 0) plan.updates.push({ ...row, id: matches[0].id, changes, before: matches[0] });
      else plan.unchanged.push({ ...row, id: matches[0].id });
    } else {
      plan.creates.push(row);
    }
    firstLine.set(itemId, earlier ?? row.line);
  }
  return plan;
}

function changedFields(item: InventoryItem, input: ItemCreateInput, columns: readonly string[]): ItemUpdateInput {
  const changes: ItemUpdateInput = {};
  for (const field of UPDATABLE) if (item[field] !== input[field]) Object.assign(changes, { [field]: input[field] });
  const imageUrl = input.imageUrl ?? '';
  if (columns.includes('imageUrl') && imageUrl !== (item.imageUrl ?? '')) changes.imageUrl = imageUrl;
  for (const field of SPEC_FIELDS) {
    if (columns.includes(field) && item[field] !== input[field]) Object.assign(changes, { [field]: input[field] ?? null });
  }
  Object.assign(changes, priceChanges(item, input, columns));
  return changes;
}

/**
 * The price a row sets. Without a priceMode column a row's mode is the schema's default, not what the file
 * says, and it can carry no price (validateRows refuses one): the listing's price stays. With it, the mode
 * changes when it differs, and a priced mode's unit price when it differs; a mode without a price is sent
 * alone, and the update drops the stored price (listings/specs.ts).
 */
function priceChanges(item: InventoryItem, input: ItemCreateInput, columns: readonly string[]): ItemUpdateInput {
  if (!columns.includes('priceMode')) return {};
  const changes: ItemUpdateInput = {};
  if (input.priceMode !== (item.priceMode ?? DEFAULT_PRICE_MODE)) changes.priceMode = input.priceMode;
  if (isPriced(input.priceMode) && input.unitPriceCents !== undefined && input.unitPriceCents !== item.unitPriceCents) {
    changes.unitPriceCents = input.unitPriceCents;
  }
  return changes;
}
