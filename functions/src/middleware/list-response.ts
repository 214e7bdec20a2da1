import type { ListQuery } from '@surplus/shared';
import { listItemsPage } from '../data/item-pages';
import { json } from './responses';

/** The answer of a list route: the page when `limit` is given, else the spec's plain array of every match. */
export async function listResponse(query: ListQuery) {
  const page = await listItemsPage(query);
  return json(200, query.limit ? page : page.items);
}
