import { type BusinessImpact, parseId } from '@surplus/shared';
import { businessImpact } from '../data/deals/impact';
import { findUserById } from '../data/users/users';
import { notFound } from '../lib/errors';
import type { AnswerRequest } from './answer';

/** GET /api/businesses/{id}/impact: read from the business's counters (two reads, however long its ledger). */
export async function answer({ pathParameters }: AnswerRequest): Promise<BusinessImpact> {
  const id = parseId(pathParameters.id);
  const record = id === null ? null : await findUserById(id);
  if (!record) throw notFound('Business not found');
  return businessImpact(record.id);
}
