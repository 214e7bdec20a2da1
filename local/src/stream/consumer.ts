import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { streamConsumer } from '@surplus/functions/routes';
import { BROADCAST_STREAM_FILTER_PATTERN } from '@surplus/functions/table';
import { type HandlerLoader, invokeHandler } from '../lambda/handlers';
import { matchesFilter } from './event-filter';

/** Lambda's default batch size for a DynamoDB event source. */
const BATCH_SIZE = 100;

/** What the CDK event source mapping does: filter the records, then call the consumer in batches. */
export function createStreamConsumer(handlers: HandlerLoader) {
  return async (records: DynamoDBRecord[]) => {
    const matching = records.filter((record) => matchesFilter(BROADCAST_STREAM_FILTER_PATTERN, record));
    for (let start = 0; start < matching.length; start += BATCH_SIZE) {
      const event: DynamoDBStreamEvent = { Records: matching.slice(start, start + BATCH_SIZE) };
      await invokeHandler(handlers, streamConsumer.handler, event);
    }
  };
}
