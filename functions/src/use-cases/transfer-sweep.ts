import { awaitingTransfersDueBy } from '../data/deals/transfers';
import { HttpError } from '../lib/errors';
import { logger } from '../lib/logger';
import { confirm } from './transfers';

/** Transfers confirmed per read, and reads per run: a run stays well inside the jobs function's time-out. */
const BATCH = 100;
const BATCHES_MAX = 10;

/**
 * One run of the schedule: every transfer awaiting confirmation past its confirmBy is confirmed, as its buyer
 * did not answer (autoConfirmed), with its ledger line, in one transaction each. Reads the sparse index of
 * transfers awaiting confirmation by confirmBy, never a Scan. A transfer the buyer confirmed or disputed a
 * moment ago fails its condition and is left as it is.
 */
export async function autoConfirmTransfers(now = new Date()): Promise<number> {
  let confirmed = 0;
  for (let batch = 0; batch < BATCHES_MAX; batch++) {
    const due = await awaitingTransfersDueBy(now.toISOString(), BATCH);
    const done = await Promise.all(
      due.map(async (record) => {
        try {
          await confirm(record, null, true);
          return true;
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 409) return false;
          throw error;
        }
      }),
    );
    confirmed += done.filter(Boolean).length;
    if (due.length < BATCH) break;
  }
  if (confirmed > 0) logger.info('Transfers confirmed automatically', { confirmed });
  return confirmed;
}
