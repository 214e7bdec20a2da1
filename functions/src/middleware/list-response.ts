import type { ListQuery } from '@surplus/shared';
import { listItemsPage } from '../data/item-pages';
import { searchItemsPage } from '../data/item-search';
import { BUSINESS_METRICS, countEvent } from '../observability/metrics';
import { json } from './responses';

/** The answer of a list route: the page when `limit` is given, else the spec's plain array of every match. */
export async function listResponse(query: ListQuery) {
  if (query.q) countEvent(BUSINESS_METRICS.searches);
  const page = query.q ? await searchItemsPage({ ...query, q: query.q }) : await listItemsPage(query);
  return json(200, query.limit ? page : page.items);
}
