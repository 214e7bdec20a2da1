import { categoryListQuerySchema, listQuerySchema, type Category, type ListQuery } from '@surplus/shared';
import { filteredItemsPage } from '../data/listings/lists/filtered-list';
import { usesFilters } from '../data/listings/lists/filtered-pages';
import { listItemsPage } from '../data/listings/lists/pages';
import { type CommonWordReporter, searchItemsPage } from '../data/search/item-search';
import { withSavedFlags } from '../data/saved/saved-items';
import type { UserRecord } from '../data/users/users';
import { validate } from '../lib/validate';
import { BUSINESS_METRICS, countEvent } from '../observability/metrics';
import type { AnswerRequest } from './answer';

/**
 * What a list route answers: the page when `limit` is given, else the spec's plain array of every match; a
 * search (`q`) through the search index; the spec, fit and distance filters through listings/lists/filtered-list.ts. A signed-in caller's listings carry the `saved` flag.
 */
export async function itemListAnswer(query: ListQuery, caller: UserRecord | null, reportCommonWords?: CommonWordReporter) {
  if (query.q) countEvent(BUSINESS_METRICS.searches);
  const page = usesFilters(query)
    ? await filteredItemsPage(query, reportCommonWords)
    : query.q
      ? await searchItemsPage({ ...query, q: query.q }, { reportCommonWords })
      : await listItemsPage(query);
  const items = await withSavedFlags(page.items, caller?.id);
  return query.limit ? { ...page, items } : items;
}

/** GET /api/inventory: every listing (newest first unless sorted), one page when `limit` is given. */
export const answer = ({ caller, query, reportCommonWords }: AnswerRequest) => itemListAnswer(validate(listQuerySchema, query), caller, reportCommonWords);

/** The answer of a category's list route (list-doors.ts, list-parts.ts). */
export const categoryListAnswer =
  (category: Category) =>
  ({ caller, query, reportCommonWords }: AnswerRequest) =>
    itemListAnswer({ ...validate(categoryListQuerySchema, query), category }, caller, reportCommonWords);
