import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  type DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  ResourceNotFoundException,
  type Shard,
  type ShardIteratorType,
  TrimmedDataAccessException,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord } from 'aws-lambda';
import type { Log } from '../log';
import { lambdaRecord } from './records';

const POLL_INTERVAL_MS = 200;
/** New shards appear when DynamoDB rolls one over; look for them now and then even if none closed. */
const REDISCOVER_MS = 5_000;

interface ShardReader {
  startAt: ShardIteratorType;
  iterator?: string;
  lastSequenceNumber?: string;
}

export interface StreamPollerOptions {
  dynamodb: DynamoDBClient;
  streams: DynamoDBStreamsClient;
  tableName: string;
  /** Gets every record of the stream, in order per shard. A failed delivery is logged and skipped, not retried. */
  deliver: (records: DynamoDBRecord[]) => Promise<void>;
  log: Log;
}

/**
 * Follows the table's stream like Lambda's event source mapping: from LATEST on the shards open at
 * start-up, from TRIM_HORIZON on shards that appear later (a child after its parent), and survives
 * DynamoDB Local being away for a while.
 */
export function startStreamPoller({ dynamodb, streams, tableName, deliver, log }: StreamPollerOptions) {
  let streamArn: string | undefined;
  let knownStreamArn: string | undefined;
  const readers = new Map<string, ShardReader>();
  const finished = new Set<string>();
  let startedUp = false;
  let discoveredAt = 0;
  let lastError: string | undefined;

  const discover = async () => {
    if (!streamArn) {
      const latest = (await dynamodb.send(new DescribeTableCommand({ TableName: tableName }))).Table?.LatestStreamArn;
      if (!latest) throw new Error(`Table ${tableName} has no stream`);
      if (knownStreamArn && latest !== knownStreamArn) {
        // The table was recreated while running: everything in its new stream is new.
        readers.clear();
        finished.clear();
      }
      streamArn = knownStreamArn = latest;
    }
    const shards: Shard[] = [];
    let exclusiveStartShardId: string | undefined;
    do {
      const { StreamDescription } = await streams.send(
        new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: exclusiveStartShardId }),
      );
      shards.push(...(StreamDescription?.Shards ?? []));
      exclusiveStartShardId = StreamDescription?.LastEvaluatedShardId;
    } while (exclusiveStartShardId);

    for (const shard of shards) {
      const id = shard.ShardId;
      if (!id || readers.has(id) || finished.has(id)) continue;
      const closed = shard.SequenceNumberRange?.EndingSequenceNumber !== undefined;
      if (!startedUp) {
        if (closed) finished.add(id);
        else readers.set(id, { startAt: 'LATEST' });
      } else if (!(shard.ParentShardId && readers.has(shard.ParentShardId))) {
        readers.set(id, { startAt: 'TRIM_HORIZON' });
      }
    }
    startedUp = true;
    discoveredAt = Date.now();
  };

  const read = async (shardId: string, reader: ShardReader) => {
    if (!streamArn) return;
    reader.iterator ??= (
      await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shardId,
          ...(reader.lastSequenceNumber
            ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: reader.lastSequenceNumber }
            : { ShardIteratorType: reader.startAt }),
        }),
      )
    ).ShardIterator;
    if (!reader.iterator) return;
    const { Records = [], NextShardIterator } = await streams.send(new GetRecordsCommand({ ShardIterator: reader.iterator }));
    if (Records.length) {
      reader.lastSequenceNumber = Records.at(-1)?.dynamodb?.SequenceNumber;
      const arn = streamArn;
      try {
        await deliver(Records.map((record) => lambdaRecord(record, arn)));
      } catch (error) {
        log.error(`Stream poller: delivering ${Records.length} record(s) failed; they are skipped:`, error);
      }
    }
    reader.iterator = NextShardIterator;
    if (!NextShardIterator) {
      readers.delete(shardId);
      finished.add(shardId);
      discoveredAt = 0;
    }
  };

  const tick = async () => {
    if (Date.now() - discoveredAt > REDISCOVER_MS) await discover();
    for (const [shardId, reader] of readers) {
      try {
        await read(shardId, reader);
      } catch (error) {
        if (error instanceof ExpiredIteratorException) {
          reader.iterator = undefined;
        } else if (error instanceof TrimmedDataAccessException) {
          Object.assign(reader, { startAt: 'TRIM_HORIZON', iterator: undefined, lastSequenceNumber: undefined });
        } else if (error instanceof ResourceNotFoundException) {
          streamArn = undefined;
          discoveredAt = 0;
          return;
        } else {
          throw error;
        }
      }
    }
  };

  let stopped = false;
  let wake: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  const loop = (async () => {
    while (!stopped) {
      try {
        await tick();
        lastError = undefined;
      } catch (error) {
        const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        // Once per kind of failure, not five times a second while DynamoDB Local is away.
        if (message !== lastError) log.error(`Stream poller: ${message} (retrying)`);
        lastError = message;
        if (error instanceof ResourceNotFoundException) streamArn = undefined;
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, POLL_INTERVAL_MS);
      });
    }
  })();

  return {
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      wake?.();
      await loop;
    },
  };
}
