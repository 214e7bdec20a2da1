import middy from '@middy/core';
import type { ScheduledEvent } from 'aws-lambda';
import { observability } from '../../middleware/observability';
import { sweepHolds } from '../../use-cases/hold-sweep';

/** The hold sweeper's scheduled event (routes.ts holdSweeper): ends expired holds and warns of those ending soon. */
export const handler = middy<ScheduledEvent, { expired: number; warned: number }>()
  .use(observability())
  .handler(async () => sweepHolds());
