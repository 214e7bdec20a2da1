import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { streamConsumers } from '@surplus/functions/routes';
import { type HandlerLoader, invokeHandler } from '../lambda/handlers';
import { type FilterPattern, matchesFilter } from './event-filter';

/** Lambda's default batch size for a DynamoDB event source. */
const BATCH_SIZE = 100;

/**
 * What the CDK event source mappings do: each consumer gets the records its filter lets through, in
 * batches, independently of the others (they are separate functions on AWS).
 */
export function createStreamConsumer(handlers: HandlerLoader) {
  return async (records: DynamoDBRecord[]) => {
    await Promise.all(
      streamConsumers.map(async (consumer) => {
        const matching = records.filter((record) => matchesFilter(consumer.filterPattern as FilterPattern, record));
        for (let start = 0; start < matching.length; start += BATCH_SIZE) {
          const event: DynamoDBStreamEvent = { Records: matching.slice(start, start + BATCH_SIZE) };
          await invokeHandler(handlers, consumer.handler, event);
        }
      }),
    );
  };
}
