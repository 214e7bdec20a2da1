import type { Context, ScheduledEvent, SQSEvent } from 'aws-lambda';
import { holdSweeper, jobWorker } from '../routes';
import { handlersByRouteKey, type RouteHandler } from './route-dispatch';

/** What invoked the jobs function: its queue's event source mapping, or the EventBridge schedule. */
type EventSource = 'queue' | 'schedule';

const sourceOfRoute = (route: { handler: string }): EventSource => (route.handler === holdSweeper.handler ? 'schedule' : 'queue');

/** The source of an event by its shape: SQS batches carry `Records`, EventBridge schedules a `detail-type`. */
function sourceOfEvent(event: unknown): EventSource | undefined {
  if (typeof event !== 'object' || event === null) return undefined;
  if (Array.isArray((event as Partial<SQSEvent>).Records)) return 'queue';
  if ((event as Partial<ScheduledEvent>)['detail-type'] === 'Scheduled Event') return 'schedule';
  return undefined;
}

/**
 * The Lambda handler of the jobs function, which no API calls: the jobs queue's messages (an SQS event) go to
 * the job worker's handler, the hold sweeper's scheduled event to the sweeper's (routes.ts jobWorker, holdSweeper).
 * Each handler keeps its own middy chain. Anything else is refused with an error, so Lambda counts it.
 */
export function jobsRouter(handlers: Readonly<Record<string, RouteHandler>>) {
  const bySource = handlersByRouteKey(jobWorker.fn, [jobWorker, holdSweeper], sourceOfRoute, handlers);
  return async (event: SQSEvent | ScheduledEvent, context: Context): Promise<unknown> => {
    const source = sourceOfEvent(event);
    const handler = source && bySource.get(source);
    if (!handler) throw new Error(`The ${jobWorker.fn} function takes SQS events and scheduled events only`);
    return handler(event as never, context);
  };
}
