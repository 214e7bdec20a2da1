import type { ReviewPage } from '@surplus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, requestUrl, type ApiGetRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** Reviews per page; "Show more" adds the next. */
export const REVIEWS_PAGE_SIZE = 5;

/** GET /api/businesses/{id}/reviews: one page, newest first, from `cursor` (the first page without one). */
export const reviewsRequest = (id: number, cursor: string | undefined): ApiGetRequest => ({
  path: `/api/businesses/${id}/reviews`,
  query: { limit: String(REVIEWS_PAGE_SIZE), ...(cursor ? { cursor } : {}) },
});

/**
 * One page of a business's published reviews, with their average and count. Pages are queries of their own, not one
 * infinite query: the app's first script (whose chunk holds all of TanStack Query that any page uses) carries no
 * infinite-query code.
 */
export const reviewPageQueryOptions = (id: number, cursor: string | undefined) =>
  queryOptions({ queryKey: queryKeys.businessReviewPage(id, cursor), queryFn: () => apiGet<ReviewPage>(requestUrl(reviewsRequest(id, cursor))) });

export const useReviewPage = (id: number, cursor: string | undefined) =>
  useQuery({ ...reviewPageQueryOptions(id, cursor), enabled: Number.isSafeInteger(id) && id > 0 });
