import Rating from '@mui/material/Rating';
import type { Review } from '@surplus/shared';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../api/client';
import { browserOnly } from '../../../components/browser-only';
import { LINK } from '../../../components/link-styles';
import { LocalDate } from '../../../components/LocalDate';
import { PlainButton } from '../../../components/PlainButton';
import { countLabel } from '../../../lib/format';
import { useUser } from '../../../api/get-user';
import { useReviewPage } from '../api/list-reviews';
import { REVIEWS } from './reviews-styles';
import { ReviewsSkeleton } from './ReviewsSkeleton';

// Only the reviewed business opens it, with a click: its form code (Formik, MUI's text field) loads then.
const ReviewReplyForm = lazy(typeof window === 'undefined' ? browserOnly : () => import('./ReviewReplyForm').then((m) => ({ default: m.ReviewReplyForm })));

interface ReviewListProps {
  businessId: number;
  businessName: string | undefined;
  /** The signed-in business is the one reviewed: it may reply, once to each review. */
  canReply: boolean;
}

const reviewsLabel = (count: number) => `${countLabel(count)} ${count === 1 ? 'review' : 'reviews'}`;

function ReviewItem({ review, businessId, businessName, canReply }: ReviewListProps & { review: Review }) {
  const [replying, setReplying] = useState(false);
  const { from } = review;
  return (
    <li className={REVIEWS.item}>
      <div className={REVIEWS.head}>
        <Rating value={review.rating} readOnly size="small" />
        <span className={REVIEWS.from}>
          From{' '}
          {from.id === null ? (
            from.businessName
          ) : (
            <RouterLink to={`/business/${from.id}`} className={LINK.quiet}>
              {from.businessName}
            </RouterLink>
          )}
          , as {review.role}
        </span>
        <span className={REVIEWS.date}>
          <LocalDate iso={review.createdAt} />
        </span>
      </div>
      {review.comment && <p className={REVIEWS.comment}>{review.comment}</p>}
      {review.reply ? (
        <div className={REVIEWS.reply}>
          <p className={REVIEWS.replyTitle}>
            Reply from {businessName ?? 'the business'} · <LocalDate iso={review.reply.createdAt} />
          </p>
          <p className={REVIEWS.replyText}>{review.reply.text}</p>
        </div>
      ) : canReply && replying ? (
        <Suspense fallback={null}>
          <ReviewReplyForm businessId={businessId} reviewId={review.id} onClose={() => setReplying(false)} />
        </Suspense>
      ) : canReply ? (
        <div className={REVIEWS.actions}>
          <PlainButton variant="outlined" size="small" onClick={() => setReplying(true)}>
            Reply
          </PlainButton>
        </div>
      ) : null}
    </li>
  );
}

/** The reviews of one page after the first, read when "Show more" asked for it (the first page's are the section's). */
function LaterReviews({ cursor, ...props }: ReviewListProps & { cursor: string }) {
  const page = useReviewPage(props.businessId, cursor);
  return page.data?.items.map((review) => <ReviewItem key={review.id} review={review} {...props} />);
}

/**
 * A business's published reviews, newest first: their average in stars and their count, each review with its stars,
 * comment, reviewer, side and date, and the business's reply; "Show more" reads the next page. The business itself,
 * signed in, can reply to each review that has no reply yet. The content of BusinessReviewsSection, in its own chunk.
 */
export function BusinessReviews({ businessId, businessName }: { businessId: number; businessName?: string }) {
  // The cursors of the pages shown after the first, in order.
  const [cursors, setCursors] = useState<string[]>([]);
  const first = useReviewPage(businessId, undefined);
  const last = useReviewPage(businessId, cursors.at(-1));
  const { data: user } = useUser();
  const list = { businessId, businessName, canReply: user?.id === businessId };
  const summary = first.data;
  const next = last.data?.nextCursor;
  return (
    <>
      {first.isError ? (
        <p className={REVIEWS.error} role="alert">
          Could not load the reviews: {errorMessage(first.error, 'please try again')}
        </p>
      ) : !summary ? (
        <ReviewsSkeleton />
      ) : summary.count === 0 ? (
        <p className={REVIEWS.empty}>No reviews yet.</p>
      ) : (
        <>
          <div className={REVIEWS.summary}>
            <Rating value={summary.average} precision={0.1} readOnly />
            {summary.average !== null && <span className={REVIEWS.average}>{summary.average.toFixed(1)} out of 5</span>}
            <span className={REVIEWS.count}>{reviewsLabel(summary.count)}</span>
          </div>
          <ul className={REVIEWS.list} aria-label="Reviews">
            {summary.items.map((review) => (
              <ReviewItem key={review.id} review={review} {...list} />
            ))}
            {cursors.map((cursor) => (
              <LaterReviews key={cursor} cursor={cursor} {...list} />
            ))}
          </ul>
          {cursors.length > 0 && last.isError && (
            <div className={REVIEWS.more}>
              <p className={REVIEWS.error} role="alert">
                Could not load more reviews: {errorMessage(last.error, 'please try again')}
              </p>
              <PlainButton variant="outlined" className={REVIEWS.more} onClick={() => last.refetch()}>
                Try again
              </PlainButton>
            </div>
          )}
          {(next || last.isPending) && (
            <PlainButton variant="outlined" className={REVIEWS.more} disabled={!next} onClick={() => next && setCursors([...cursors, next])}>
              {next ? 'Show more' : 'Loading...'}
            </PlainButton>
          )}
        </>
      )}
    </>
  );
}
