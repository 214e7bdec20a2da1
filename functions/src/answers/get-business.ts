import { parseId, type BusinessProfile } from '@surplus/shared';
import { notFound } from '../lib/errors';
import { toBusinessProfile } from '../data/users/business-directory';
import { findUserById } from '../data/users/users';
import type { AnswerRequest } from './answer';

/** GET /api/businesses/{id}: the public profile of a business; a malformed id is as unknown as a missing one. */
export async function answer({ pathParameters }: AnswerRequest): Promise<BusinessProfile> {
  const id = parseId(pathParameters.id);
  const record = id === null ? null : await findUserById(id);
  if (!record) throw notFound('Business not found');
  return toBusinessProfile(record);
}
