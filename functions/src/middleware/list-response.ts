import type { ListQuery } from '@surplus/shared';
import { listItemsPage } from '../data/item-pages';
import { searchItemsPage } from '../data/item-search';
import { withSavedFlags } from '../data/saved-items';
import type { UserRecord } from '../data/users';
import { BUSINESS_METRICS, countEvent } from '../observability/metrics';
import { json } from './responses';

/**
 * The body of a list route's answer: the page when `limit` is given, else the spec's plain array of every match.
 * A signed-in caller's listings carry the `saved` flag.
 */
export async function listAnswer(query: ListQuery, caller: UserRecord | null) {
  if (query.q) countEvent(BUSINESS_METRICS.searches);
  const page = query.q ? await searchItemsPage({ ...query, q: query.q }) : await listItemsPage(query);
  const items = await withSavedFlags(page.items, caller?.id);
  return query.limit ? { ...page, items } : items;
}

export const listResponse = async (query: ListQuery, caller: UserRecord | null) => json(200, await listAnswer(query, caller));
