import { type BusinessImpact, type MarketplaceImpact, parseId } from '@surplus/shared';
import { getListedKg } from '../data/table/counters';
import { businessImpact, marketplaceImpact } from '../data/deals/impact';
import { findUserById } from '../data/users/users';
import { notFound } from '../lib/errors';
import type { AnswerRequest } from './answer';

/** GET /api/impact: the marketplace's ledger totals and months, and the estimate of what is listed now. */
export const marketplaceImpactAnswer = async (_request?: AnswerRequest): Promise<MarketplaceImpact> => marketplaceImpact(await getListedKg());

/** GET /api/businesses/{id}/impact: read from the business's counters (two reads, however long its ledger). */
export async function businessImpactAnswer({ pathParameters }: AnswerRequest): Promise<BusinessImpact> {
  const id = parseId(pathParameters.id);
  const record = id === null ? null : await findUserById(id);
  if (!record) throw notFound('Business not found');
  return businessImpact(record.id);
}
