import type { Review, ReviewPage } from '@surplus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** POST /api/reviews/{id}/reply: the reviewed business answers a review, once; the answer is the review with its reply. */
export const replyToReview = (reviewId: string, reply: string) => apiSend<Review>('POST', `/api/reviews/${encodeURIComponent(reviewId)}/reply`, { reply });

/** Replies to a review of `businessId` and puts the answered review in place in the pages already loaded. */
export function useReplyToReview(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: string; reply: string }) => replyToReview(reviewId, reply),
    onSuccess: (review) =>
      queryClient.setQueriesData<ReviewPage>({ queryKey: queryKeys.businessReviews(businessId) }, (page) =>
        page && { ...page, items: page.items.map((item) => (item.id === review.id ? review : item)) },
      ),
  });
}
