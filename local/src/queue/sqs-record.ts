import { randomBytes } from 'node:crypto';
import type { SQSRecord } from 'aws-lambda';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION } from '../services/aws-local';
import type { QueuedMessage } from './message-files';

/** A received message as Lambda's SQS event carries it: attributes are strings, the receipt handle new per reception. */
export function sqsRecord(message: QueuedMessage, queueArn: string): SQSRecord {
  return {
    messageId: message.messageId,
    receiptHandle: randomBytes(48).toString('base64'),
    body: message.body,
    attributes: {
      ApproximateReceiveCount: String(message.receiveCount),
      SentTimestamp: String(message.sentTimestamp),
      SenderId: LOCAL_ACCOUNT_ID,
      ApproximateFirstReceiveTimestamp: String(message.firstReceiveTimestamp ?? Date.now()),
    },
    messageAttributes: {},
    md5OfBody: message.md5OfBody,
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: LOCAL_REGION,
  };
}
