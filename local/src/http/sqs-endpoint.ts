import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Log } from '../log';
import type { LocalQueue } from '../queue/local-queue';
import { LOCAL_ACCOUNT_ID } from '../services/aws-local';
import { readBody } from './request-body';

export const SQS_PATH = '/__aws/sqs';
/** SQS's limit on a message body, and on the bodies of a batch together. */
const MAX_MESSAGE_BYTES = 1024 * 1024;
const MAX_DELAY_SECONDS = 900;
const MAX_BATCH_ENTRIES = 10;
const BATCH_ENTRY_ID = /^[\w-]{1,80}$/;
/** The characters SQS accepts in a message (XML 1.0's, without the discouraged ones). */
const INVALID_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** The URL the handlers are given for a queue: the client posts to SQS_ENDPOINT, and only the path names the queue. */
export const localQueueUrl = (internalUrl: string, name: string) => `${internalUrl}${SQS_PATH}/${LOCAL_ACCOUNT_ID}/${name}`;

/** SQS errors: the JSON protocol's `__type`, and the query protocol's code that the SDK reads from a header. */
const ERRORS = {
  InvalidAction: 'InvalidAction',
  UnsupportedOperation: 'AWS.SimpleQueueService.UnsupportedOperation',
  QueueDoesNotExist: 'AWS.SimpleQueueService.NonExistentQueue',
  MissingParameter: 'MissingParameter',
  InvalidParameterValue: 'InvalidParameterValue',
  InvalidMessageContents: 'InvalidMessageContents',
  EmptyBatchRequest: 'AWS.SimpleQueueService.EmptyBatchRequest',
  TooManyEntriesInBatchRequest: 'AWS.SimpleQueueService.TooManyEntriesInBatchRequest',
  BatchEntryIdsNotDistinct: 'AWS.SimpleQueueService.BatchEntryIdsNotDistinct',
  InvalidBatchEntryId: 'AWS.SimpleQueueService.InvalidBatchEntryId',
  BatchRequestTooLong: 'AWS.SimpleQueueService.BatchRequestTooLong',
} as const;
type SqsErrorCode = keyof typeof ERRORS;

class SqsError extends Error {
  constructor(
    readonly code: SqsErrorCode,
    message: string,
  ) {
    super(message);
  }
}

interface MessageEntry {
  MessageBody?: unknown;
  DelaySeconds?: unknown;
  MessageAttributes?: unknown;
  MessageSystemAttributes?: unknown;
}
type Request = MessageEntry & { QueueUrl?: unknown; Entries?: unknown };

/**
 * SQS's JSON protocol, as `@aws-sdk/client-sqs` speaks it: SendMessage and SendMessageBatch into the local
 * queues (queue/local-queue.ts); every other operation is refused with SQS's UnsupportedOperation.
 */
export function createSqsEndpoint(queues: readonly LocalQueue[], log: Log) {
  const byName = new Map(queues.map((queue) => [queue.name, queue]));
  const operations: Record<string, (request: Request) => Promise<unknown>> = {
    SendMessage: async (request) => {
      const queue = queueOf(request.QueueUrl);
      const { body, delaySeconds } = validEntry(request);
      const message = await queue.send(body, delaySeconds);
      return { MessageId: message.messageId, MD5OfMessageBody: message.md5OfBody };
    },
    SendMessageBatch: async (request) => {
      const queue = queueOf(request.QueueUrl);
      const entries = validBatch(request.Entries);
      const Successful: unknown[] = [];
      const Failed: unknown[] = [];
      for (const entry of entries) {
        try {
          const { body, delaySeconds } = validEntry(entry);
          const message = await queue.send(body, delaySeconds);
          Successful.push({ Id: entry.Id, MessageId: message.messageId, MD5OfMessageBody: message.md5OfBody });
        } catch (error) {
          if (!(error instanceof SqsError)) throw error;
          Failed.push({ Id: entry.Id, SenderFault: true, Code: ERRORS[error.code], Message: error.message });
        }
      }
      return { Successful, Failed };
    },
  };

  function queueOf(queueUrl: unknown): LocalQueue {
    if (typeof queueUrl !== 'string' || !queueUrl) throw new SqsError('MissingParameter', 'The request must contain the parameter QueueUrl.');
    let segments: string[] = [];
    try {
      segments = new URL(queueUrl).pathname.split('/').filter(Boolean);
    } catch {
      // Not a URL: no such queue.
    }
    const queue = segments.at(-2) === LOCAL_ACCOUNT_ID ? byName.get(segments.at(-1) ?? '') : undefined;
    if (!queue) throw new SqsError('QueueDoesNotExist', 'The specified queue does not exist.');
    return queue;
  }

  return async (req: IncomingMessage, res: ServerResponse, rawPath: string) => {
    const target = req.headers['x-amz-target'];
    const operation = typeof target === 'string' && target.startsWith('AmazonSQS.') ? target.slice('AmazonSQS.'.length) : undefined;
    if (req.method !== 'POST' || (rawPath !== SQS_PATH && rawPath !== `${SQS_PATH}/`) || !operation) {
      return sqsError(res, new SqsError('InvalidAction', 'Only the JSON protocol (POST with X-Amz-Target: AmazonSQS.<operation>) is emulated locally.'));
    }
    const run = operations[operation];
    if (!run) return sqsError(res, new SqsError('UnsupportedOperation', `${operation} is not emulated locally: only SendMessage and SendMessageBatch are.`));
    try {
      let request: Request;
      try {
        request = JSON.parse((await readBody(req, 2 * MAX_MESSAGE_BYTES)).toString('utf8')) as Request;
      } catch {
        throw new SqsError('InvalidParameterValue', 'The request is not valid JSON or too large.');
      }
      sendSqs(res, 200, await run(request ?? {}));
    } catch (error) {
      if (!(error instanceof SqsError)) throw error;
      log.info(`Local SQS refused ${operation}: ${error.code}: ${error.message}`);
      sqsError(res, error);
    }
  };
}

function validEntry(entry: MessageEntry): { body: string; delaySeconds: number } {
  const body = entry.MessageBody;
  if (typeof body !== 'string' || body === '') throw new SqsError('MissingParameter', 'The request must contain the parameter MessageBody.');
  if (Buffer.byteLength(body) > MAX_MESSAGE_BYTES) {
    throw new SqsError('InvalidParameterValue', `One or more parameters are invalid. Reason: Message must be shorter than ${MAX_MESSAGE_BYTES} bytes.`);
  }
  if (INVALID_CHARACTER.test(body)) throw new SqsError('InvalidMessageContents', 'Invalid characters found in the message body.');
  const delaySeconds = entry.DelaySeconds ?? 0;
  if (!Number.isInteger(delaySeconds) || (delaySeconds as number) < 0 || (delaySeconds as number) > MAX_DELAY_SECONDS) {
    throw new SqsError('InvalidParameterValue', `Value ${String(delaySeconds)} for parameter DelaySeconds is invalid. Reason: must be between 0 and ${MAX_DELAY_SECONDS}.`);
  }
  // Their MD5 digests would have to be computed as SQS does; nothing here sends them.
  if (entry.MessageAttributes !== undefined || entry.MessageSystemAttributes !== undefined) {
    throw new SqsError('UnsupportedOperation', 'Message attributes are not emulated locally.');
  }
  return { body, delaySeconds: delaySeconds as number };
}

function validBatch(entries: unknown): (MessageEntry & { Id: string })[] {
  if (!Array.isArray(entries) || entries.length === 0) throw new SqsError('EmptyBatchRequest', 'There should be at least one SendMessageBatchRequestEntry in the request.');
  if (entries.length > MAX_BATCH_ENTRIES) {
    throw new SqsError('TooManyEntriesInBatchRequest', `Maximum number of entries per request are ${MAX_BATCH_ENTRIES}. You have sent ${entries.length}.`);
  }
  const valid = entries as (MessageEntry & { Id?: unknown })[];
  for (const { Id } of valid) {
    if (typeof Id !== 'string' || !BATCH_ENTRY_ID.test(Id)) {
      throw new SqsError('InvalidBatchEntryId', 'A batch entry id can only contain alphanumeric characters, hyphens and underscores. It can be at most 80 letters long.');
    }
  }
  if (new Set(valid.map(({ Id }) => Id)).size !== valid.length) throw new SqsError('BatchEntryIdsNotDistinct', 'Two or more batch entries in the request have the same Id.');
  const total = valid.reduce((sum, { MessageBody }) => sum + (typeof MessageBody === 'string' ? Buffer.byteLength(MessageBody) : 0), 0);
  if (total > MAX_MESSAGE_BYTES) throw new SqsError('BatchRequestTooLong', `Batch requests cannot be longer than ${MAX_MESSAGE_BYTES} bytes. You have sent ${total} bytes.`);
  return valid as (MessageEntry & { Id: string })[];
}

function sendSqs(res: ServerResponse, statusCode: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(statusCode, {
    ...headers,
    'Content-Type': 'application/x-amz-json-1.0',
    'Content-Length': Buffer.byteLength(text),
    'x-amzn-RequestId': randomUUID(),
  });
  res.end(text);
}

function sqsError(res: ServerResponse, error: SqsError): void {
  sendSqs(res, 400, { __type: `com.amazonaws.sqs#${error.code}`, message: error.message }, { 'x-amzn-query-error': `${ERRORS[error.code]};Sender` });
}
