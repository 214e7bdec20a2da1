import type { InventoryItem } from '@surplus/shared';
import { notFound } from '../lib/errors';
import { itemIdParam } from '../lib/item-id';
import { findItem } from '../data/listings/items';
import { withSavedFlags } from '../data/saved/saved-items';
import type { AnswerRequest } from './answer';

/** GET /api/inventory/item/{id}: one listing with its business fields (and `saved` for a signed-in caller). */
export async function answer(request: AnswerRequest): Promise<InventoryItem> {
  const item = await findItem(itemIdParam(request));
  if (!item) throw notFound('Item not found');
  const [answer] = await withSavedFlags([item], request.caller?.id);
  return answer ?? item;
}
