import type { Theme } from '@mui/material/styles';
import { themeStyles } from '../../../lib/theme-styles';
import { outlined } from './outlined';

/** Class names of a business's reviews, styled by BusinessReviews (its own chunk): the section and heading are IMPACT's. */
export const REVIEWS = {
  summary: 'reviews-summary',
  average: 'reviews-average',
  count: 'reviews-count',
  list: 'reviews-list',
  item: 'review',
  head: 'review-head',
  from: 'review-from',
  date: 'review-date',
  comment: 'review-comment',
  reply: 'review-reply',
  replyTitle: 'review-reply-title',
  replyText: 'review-reply-text',
  actions: 'review-actions',
  buttons: 'review-form-buttons',
  more: 'reviews-more',
  empty: 'reviews-empty',
  error: 'reviews-error',
} as const;

export const reviewsStyles = themeStyles((theme: Theme) => {
  const { palette, spacing, typography, shape } = theme;
  return {
    [`.${REVIEWS.summary}`]: { display: 'flex', flexWrap: 'wrap' as const, alignItems: 'center', gap: spacing(1), marginBottom: spacing(2), ...typography.body1 },
    [`.${REVIEWS.average}`]: { fontWeight: 700 },
    [`.${REVIEWS.count}`]: { color: palette.text.secondary },
    [`.${REVIEWS.list}`]: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: spacing(1.5) },
    [`.${REVIEWS.item}`]: { ...outlined(theme), padding: spacing(2) },
    [`.${REVIEWS.head}`]: { display: 'flex', flexWrap: 'wrap' as const, alignItems: 'center', gap: spacing(0.5, 1.5), ...typography.body2 },
    [`.${REVIEWS.from}`]: { fontWeight: 600, overflowWrap: 'anywhere' as const },
    [`.${REVIEWS.date}`]: { color: palette.text.secondary },
    [`.${REVIEWS.comment}`]: { margin: spacing(1, 0, 0), ...typography.body1, whiteSpace: 'pre-line' as const, overflowWrap: 'anywhere' as const },
    [`.${REVIEWS.reply}`]: {
      margin: spacing(1.5, 0, 0),
      padding: spacing(1, 1.5),
      borderLeft: `3px solid ${palette.primary.main}`,
      backgroundColor: palette.background.default,
      borderRadius: `0 ${shape.borderRadius}px ${shape.borderRadius}px 0`,
    },
    [`.${REVIEWS.replyTitle}`]: { margin: 0, ...typography.body2, fontWeight: 600 },
    [`.${REVIEWS.replyText}`]: { margin: spacing(0.5, 0, 0), ...typography.body2, whiteSpace: 'pre-line' as const, overflowWrap: 'anywhere' as const },
    [`.${REVIEWS.actions}`]: { marginTop: spacing(1) },
    [`.${REVIEWS.buttons}`]: { display: 'flex', gap: spacing(1), marginTop: spacing(1) },
    [`.${REVIEWS.more}`]: { marginTop: spacing(2) },
    [`.${REVIEWS.empty}`]: { margin: 0, ...typography.body1, color: palette.text.secondary },
    [`.${REVIEWS.error}`]: { margin: 0, ...typography.body2, color: palette.error.main },
  };
});
