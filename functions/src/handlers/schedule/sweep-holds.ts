import middy from '@middy/core';
import type { ScheduledEvent } from 'aws-lambda';
import { observability } from '../../middleware/observability';
import { sweepHolds } from '../../use-cases/hold-sweep';
import { closeReviewWindows } from '../../use-cases/review-sweep';
import { autoConfirmTransfers } from '../../use-cases/transfer-sweep';

interface SweepSummary {
  expired: number;
  warned: number;
  autoConfirmed: number;
  reviewWindowsClosed: number;
}

/**
 * The deals sweeper's scheduled event (routes.ts holdSweeper): ends expired holds and warns of those ending soon,
 * confirms the transfers their buyers left alone, and publishes the reviews of closed review windows.
 */
export const handler = middy<ScheduledEvent, SweepSummary>()
  .use(observability())
  .handler(async () => {
    const now = new Date();
    const holds = await sweepHolds(now);
    const autoConfirmed = await autoConfirmTransfers(now);
    const reviewWindowsClosed = await closeReviewWindows(now);
    return { ...holds, autoConfirmed, reviewWindowsClosed };
  });
