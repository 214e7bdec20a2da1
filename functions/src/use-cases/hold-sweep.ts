import { DEAL_LIMITS } from '@surplus/shared';
import { activeHoldsEndingBy, endHoldStep, markWarned, unwarnedHoldsEndingBy, type HoldRecord } from '../data/deals/holds';
import { freeQuantityStep } from '../data/listings/held-quantity';
import { addNotification } from '../data/notifications/notifications';
import { inParallel } from '../data/table/batch-write';
import { cancellationCodes, writeTransaction } from '../data/table/transactions';
import { logger } from '../lib/logger';
import { dealNotification, dealNotificationPut, type DealNotice, holdNotice, mailDealNotice } from './deal-notices';

/** Holds ended per read, and reads per run: a run stays well inside the jobs function's time-out. */
const BATCH = 100;
const BATCHES_MAX = 10;
const HOUR_MS = 3_600_000;

/**
 * One run of the schedule: every active hold past its end becomes `expired` and its units go back on the listing
 * (the hold, the listing and both parties' notifications in one transaction), and the parties of a hold ending
 * within a day are told, once. Reads the sparse indexes of active holds by end, never a Scan.
 */
export async function sweepHolds(now = new Date()): Promise<{ expired: number; warned: number }> {
  const at = now.toISOString();
  let expired = 0;
  for (let batch = 0; batch < BATCHES_MAX; batch++) {
    const ending = await activeHoldsEndingBy(at, BATCH);
    const ended = await Promise.all(ending.map((hold) => expireHold(hold, at)));
    expired += ended.filter(Boolean).length;
    if (ending.length < BATCH) break;
  }
  const soon = new Date(now.getTime() + DEAL_LIMITS.expiringWarningHours * HOUR_MS).toISOString();
  const warnable = (await unwarnedHoldsEndingBy(soon, BATCH)).filter((hold) => hold.endsAt > at);
  let warned = 0;
  await inParallel(warnable, async (hold) => {
    if (!(await markWarned(hold.id))) return;
    warned++;
    await Promise.all([
      tell(hold.buyerId, holdNotice(hold, 'hold_expiring', hold.sellerName)),
      tell(hold.sellerId, holdNotice(hold, 'hold_expiring', hold.buyerName)),
    ]);
  });
  if (expired + warned > 0) logger.info('Holds swept', { expired, warned });
  return { expired, warned };
}

const expiringText = (notice: DealNotice) => `The hold of ${notice.quantity} on "${notice.item.name}" ends within a day.`;
const expiredText = (notice: DealNotice) => `The hold of ${notice.quantity} on "${notice.item.name}" expired: its units are available again.`;

async function tell(userId: number | null, notice: DealNotice): Promise<void> {
  if (userId === null) return;
  await addNotification(userId, dealNotification(notice));
  await mailDealNotice(userId, notice, expiringText(notice));
}

/** Ends one hold as expired; false when a release or another run ended it first. */
async function expireHold(hold: HoldRecord, at: string): Promise<boolean> {
  const toBuyer = holdNotice(hold, 'hold_expired', hold.sellerName);
  const toSeller = holdNotice(hold, 'hold_expired', hold.buyerName);
  try {
    await writeTransaction([
      endHoldStep(hold, 'expired', at),
      freeQuantityStep(hold.itemId, hold.quantity),
      ...dealNotificationPut(hold.buyerId, toBuyer),
      ...dealNotificationPut(hold.sellerId, toSeller),
    ]);
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
  await Promise.all([mailDealNotice(hold.buyerId, toBuyer, expiredText(toBuyer)), mailDealNotice(hold.sellerId, toSeller, expiredText(toSeller))]);
  return true;
}
