import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { streamConsumers } from '@surplus/functions/routes';
import { type HandlerLoader, invokeHandler } from '../lambda/handlers';
import type { Log } from '../log';
import { type FilterPattern, matchesFilter } from './event-filter';

/** Lambda's default batch size for a DynamoDB event source. */
const BATCH_SIZE = 100;

/**
 * What the CDK event source mappings do: each consumer gets the records its filter lets through, in
 * order and in batches, on its own: a consumer that falls behind (the notifier after a big import) holds up
 * neither the poller nor the other consumer, as separate functions on AWS do not. A failed batch is logged
 * and skipped.
 */
export function createStreamConsumer(handlers: HandlerLoader, log: Log) {
  const queues = new Map(streamConsumers.map((consumer) => [consumer.handler, Promise.resolve()]));
  return async (records: DynamoDBRecord[]) => {
    for (const consumer of streamConsumers) {
      const matching = records.filter((record) => matchesFilter(consumer.filterPattern as FilterPattern, record));
      for (let start = 0; start < matching.length; start += BATCH_SIZE) {
        const event: DynamoDBStreamEvent = { Records: matching.slice(start, start + BATCH_SIZE) };
        const previous = queues.get(consumer.handler) ?? Promise.resolve();
        queues.set(
          consumer.handler,
          previous.then(() =>
            invokeHandler(handlers, consumer.fn, event).then(
              () => undefined,
              (error: unknown) => log.error(`Stream consumer handlers/${consumer.handler} failed on ${event.Records.length} record(s); they are skipped:`, error),
            ),
          ),
        );
      }
    }
  };
}
