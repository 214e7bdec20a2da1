import type { InventoryItem, ItemUpdateInput, ListingSpecs } from '@surplus/shared';
import { DEAL_MESSAGES, DEFAULT_PRICE_MODE, DOOR_SPEC_FIELDS, isPriced, PART_SPEC_FIELDS, SPEC_FIELDS, specsCategoryProblem } from '@surplus/shared';
import { badRequest } from '../../lib/errors';

/** Null, or a blank text (a form's empty color field): no spec. */
const isEmpty = (value: unknown) => value == null || value === '';

/** The specs present in `input` (a create payload, a stored record), without empty ones. */
export function specsOf(input: Partial<Record<keyof ListingSpecs, unknown>>): ListingSpecs {
  return Object.fromEntries(SPEC_FIELDS.flatMap((field) => (isEmpty(input[field]) ? [] : [[field, input[field]]]))) as ListingSpecs;
}

/**
 * The listing after an update: the changed fields applied, a null (or blank) spec removed. When the category changes,
 * the stored specs of the old category go (a door's width says nothing of a part); specs of the other
 * category sent with the update are a 400, as on create.
 */
export function withChangedSpecs(current: InventoryItem, changes: ItemUpdateInput, now: string): InventoryItem {
  const category = changes.category ?? current.category;
  const sent = specsOf(changes);
  const problem = specsCategoryProblem(category, sent);
  if (problem) throw badRequest(problem);
  const dropped = new Set<string>(category === current.category ? [] : category === 'door' ? PART_SPEC_FIELDS : DOOR_SPEC_FIELDS);
  for (const field of SPEC_FIELDS) if (changes[field] !== undefined && isEmpty(changes[field])) dropped.add(field);
  const merged: Record<string, unknown> = { ...current, ...changes, lastUpdated: now };
  for (const field of dropped) delete merged[field];
  return withMergedPrice(current, changes, merged as unknown as InventoryItem);
}

/**
 * The price after an update: a mode without a price drops the stored one; a priced mode needs a price, sent or
 * stored (400 otherwise), and a price sent for a mode without one is a 400.
 */
function withMergedPrice(current: InventoryItem, changes: ItemUpdateInput, merged: InventoryItem): InventoryItem {
  const mode = merged.priceMode ?? DEFAULT_PRICE_MODE;
  if (isPriced(mode)) {
    if (merged.unitPriceCents === undefined) throw badRequest(DEAL_MESSAGES.priceRequired);
    return merged;
  }
  if (changes.unitPriceCents !== undefined && changes.priceMode === undefined && !isPriced(current.priceMode)) {
    throw badRequest(DEAL_MESSAGES.priceOnlyPriced);
  }
  const { unitPriceCents: _dropped, ...rest } = merged;
  return rest;
}
