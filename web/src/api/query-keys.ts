import type { Category, DealRole, ListFilters, SortOption } from '@surplus/shared';

/** The list routes: /api/inventory, /door, /part and /user. */
export type ListRoute = 'all' | 'door' | 'part' | 'mine';

/** What one list shows, before paging: the route and its query parameters. */
export interface ListParams {
  route: ListRoute;
  q?: string;
  sort?: SortOption;
  category?: Category;
  owner?: number[];
  excludeOwner?: number;
  /** The spec, fit and distance filters. */
  filters?: ListFilters;
}

/** Every query key, derived here so writes and live updates invalidate exactly what they change. */
export const queryKeys = {
  user: ['user'] as const,
  inventory: ['inventory'] as const,
  /** One page of a list; the prefix `lists(route)` matches every page of that route. */
  listPage: (params: ListParams, cursor: string | undefined) => ['inventory', 'list', { ...params, cursor }] as const,
  /** Which cursor opens page `page` of a list, found by following the pages from page 1. */
  pageCursor: (params: ListParams, page: number) => ['inventory', 'list', { ...params, cursorOfPage: page }] as const,
  lists: (route: ListRoute) => ['inventory', 'list', { route }] as const,
  /** The filters' counts for a list (its params without the sort). */
  facets: (params: Omit<ListParams, 'sort'>) => ['inventory', 'facets', params] as const,
  /** Every page of every list (with the page-cursor lookups, which hold no items). */
  allLists: ['inventory', 'list'] as const,
  // Under `inventory`: a write changes a business's item count.
  businesses: ['inventory', 'businesses'] as const,
  stats: ['inventory', 'stats'] as const,
  // Under `inventory`: a listing write moves its business's figures.
  business: (id: number) => ['inventory', 'business', id] as const,
  item: (id: number) => ['inventory', 'item', id] as const,
  // Under `inventory`: its listed estimate follows every listing write.
  marketplaceImpact: ['inventory', 'impact'] as const,
  /** Every business's impact figures and reviews: a transfer or a review moves them. */
  impact: ['impact'] as const,
  businessImpact: (id: number) => ['impact', 'business', id] as const,
  /** Every loaded page of a business's reviews; `businessReviewPage` one of them. */
  businessReviews: (id: number) => ['impact', 'reviews', id] as const,
  businessReviewPage: (id: number, cursor: string | undefined) => ['impact', 'reviews', id, { cursor }] as const,
  // Under `inventory`: a listing write changes what completes a search.
  suggestions: (q: string) => ['inventory', 'suggest', q] as const,
  image: (name: string) => ['image', name] as const,
  // Under `inventory`: a listing's change or removal shows on the saved page too.
  savedPages: ['inventory', 'saved'] as const,
  savedPage: (cursor: string | undefined) => ['inventory', 'saved', { cursor }] as const,
  savedSearches: ['saved-searches'] as const,
  notifications: ['notifications'] as const,
  /** Every inquiry query: the inbox pages and the threads. */
  inquiries: ['inquiries'] as const,
  inquiryPage: (cursor: string | undefined) => ['inquiries', 'page', { cursor }] as const,
  inquiry: (id: string) => ['inquiries', 'thread', id] as const,
  /** Every query of the caller's holds: the Deals page's pages per role, each hold, and the transfers below. */
  holds: ['holds'] as const,
  holdPage: (role: DealRole, cursor: string | undefined) => ['holds', 'page', { role, cursor }] as const,
  hold: (id: string) => ['holds', 'hold', id] as const,
  // Under `holds`: every deal write and live deal event that refreshes the holds refreshes the transfers too, and
  // they go with the session as the holds do.
  transfers: ['holds', 'transfers'] as const,
  transferPage: (role: DealRole, cursor: string | undefined) => ['holds', 'transfers', { role, cursor }] as const,
  /** Every query of the caller's CSV import jobs: the list of the newest, and each job. */
  importJobs: ['import-jobs'] as const,
  importJobList: ['import-jobs', 'list'] as const,
  importJob: (id: string) => ['import-jobs', 'job', id] as const,
  /** The one-click unsubscribe of an e-mail link (the token names its user; no session needed). */
  unsubscribe: (token: string) => ['mail-unsubscribe', token] as const,
  /** One page of the caller's notifications; the bell's menu is the first page. */
  notificationPage: (cursor: string | undefined) => ['notifications', 'page', { cursor }] as const,
};

/** What belongs to the signed-in user alone: dropped when the session changes. */
export const userQueryKeys = [queryKeys.savedPages, queryKeys.savedSearches, queryKeys.notifications, queryKeys.inquiries, queryKeys.holds, queryKeys.importJobs];
