import { parseId, reviewListQuerySchema, type ReviewPage } from '@surplus/shared';
import { reviewsPage } from '../data/deals/reviews';
import { findUserById } from '../data/users/users';
import { notFound } from '../lib/errors';
import { validate } from '../lib/validate';
import type { AnswerRequest } from './answer';

/** GET /api/businesses/{id}/reviews: one page of the business's published reviews, newest first, and their average. */
export async function answer({ pathParameters, query }: AnswerRequest): Promise<ReviewPage> {
  const page = validate(reviewListQuerySchema, query);
  const id = parseId(pathParameters.id);
  const record = id === null ? null : await findUserById(id);
  if (!record) throw notFound('Business not found');
  return reviewsPage(record.id, page);
}
