import type { RouteAnswer } from './answer';
import { businessAnswer, businessesAnswer } from './businesses';
import { imageAnswer } from './image';
import { businessImpactAnswer, marketplaceImpactAnswer } from './impact';
import { inventoryStatsAnswer } from './inventory-stats';
import { itemAnswer } from './item';
import { listFacetsAnswer } from './list-facets';
import { listDoorsAnswer, listItemsAnswer, listPartsAnswer } from './list-items';
import { businessReviewsAnswer } from './reviews';
import { searchSuggestionsAnswer } from './search-suggestions';

export { answerRequest, type AnswerRequest, type RouteAnswer } from './answer';

/**
 * The answer of each public GET route, by the route's handler in routes.ts: what its handler sends with 200, and
 * what the page renderer puts into a server-rendered page (page-data.ts).
 */
export const PUBLIC_ROUTE_ANSWERS: Readonly<Record<string, RouteAnswer>> = {
  'http/list-items': listItemsAnswer,
  'http/list-doors': listDoorsAnswer,
  'http/list-parts': listPartsAnswer,
  'http/get-stats': inventoryStatsAnswer,
  'http/get-item': itemAnswer,
  'http/list-businesses': businessesAnswer,
  'http/get-business': businessAnswer,
  'http/suggest-search': searchSuggestionsAnswer,
  'http/get-image': imageAnswer,
  'http/list-facets': listFacetsAnswer,
  'http/get-impact': marketplaceImpactAnswer,
  'http/get-business-impact': businessImpactAnswer,
  'http/list-business-reviews': businessReviewsAnswer,
};
