import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyWebsocketEventV2, DynamoDBStreamEvent, S3Event, SQSEvent } from 'aws-lambda';
import { ORIGIN_HEADER } from '@surplus/functions/origin';
import { CSRF_HEADER } from '@surplus/shared';
import { routeKeyOf, type HttpRoute, type WebSocketRoute } from '../functions/src/routes';

/** What the events need from the running local services. */
export interface EventContext {
  /** host:port of the local runtime. */
  host: string;
  /** A seeded listing, for {id} and the stream record. */
  itemId: number;
  /** A CSRF token and its csrf cookie (`csrf=...`), so non-GET calls get past the CSRF check to their body. */
  csrf: { token: string; cookie: string };
  /** The value the local edge adds in the origin header: without it every API handler answers 403 at once. */
  originSecret: string;
  /** An uploaded image's key (`uploads/<name>.png`) and size, for S3 notifications. */
  uploadKey?: string;
  uploadBytes?: number;
}

/** The sitemap file a cold-started sitemap page function is asked for: home, the category pages, the businesses. */
const SITEMAP_FILE = 'pages.xml';

const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

/**
 * An API Gateway HTTP API (payload 2.0) event for the route: lists ask for one page, {id} is a seeded
 * listing, writes carry the CSRF header and cookie and an empty JSON object (answered 400 or 401 after
 * the CSRF check, the session and validation have run).
 */
export function httpEvent(route: Pick<HttpRoute, 'method' | 'path'>, context: EventContext): APIGatewayProxyEventV2 {
  // What follows /uploads/ in an image URL.
  const imagePath = (context.uploadKey ?? 'uploads/bench-missing-image.png').replace(/^uploads\//, '');
  // A site route (rendered page, robots.txt, sitemap) is asked as a browser or crawler asks: the first route of the
  // page renderer is `/`, the home page; a sitemap file is the public pages' one.
  const site = !route.path.startsWith('/api/') && route.path !== '/hello';
  const rawPath = route.path.replace('{id}', String(context.itemId)).replace('{path+}', imagePath).replace('{file}', SITEMAP_FILE);
  const rawQueryString = route.method === 'GET' && route.path.startsWith('/api/inventory') && !route.path.includes('{') && !route.path.endsWith('stats') ? 'limit=10' : '';
  const write = route.method !== 'GET';
  const now = new Date();
  const routeKey = routeKeyOf(route);
  const headers: Record<string, string> = {
    accept: site ? 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' : 'application/json',
    'accept-encoding': 'gzip, deflate, br',
    host: context.host,
    'user-agent': USER_AGENT,
    'x-forwarded-for': '203.0.113.10',
    'x-forwarded-proto': 'https',
    [ORIGIN_HEADER]: context.originSecret,
    ...(write ? { 'content-type': 'application/json', [CSRF_HEADER.toLowerCase()]: context.csrf.token } : {}),
  };
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    ...(write ? { cookies: [context.csrf.cookie] } : {}),
    headers,
    ...(rawQueryString ? { queryStringParameters: Object.fromEntries(new URLSearchParams(rawQueryString)) } : {}),
    ...(route.path.includes('{id}') ? { pathParameters: { id: String(context.itemId) } } : {}),
    ...(route.path.includes('{path+}') ? { pathParameters: { path: imagePath } } : {}),
    ...(route.path.includes('{file}') ? { pathParameters: { file: SITEMAP_FILE } } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'bench',
      domainName: context.host,
      domainPrefix: 'bench',
      http: { method: route.method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '203.0.113.10', userAgent: USER_AGENT },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(write ? { body: '{}' } : {}),
    isBase64Encoded: false,
  };
}

/** A WebSocket API event: $connect and $disconnect of a new connection, a ping on $default. */
export function webSocketEvent(route: WebSocketRoute, context: EventContext): APIGatewayProxyWebsocketEventV2 {
  const now = Date.now();
  const eventType = route.routeKey === '$connect' ? 'CONNECT' : route.routeKey === '$disconnect' ? 'DISCONNECT' : 'MESSAGE';
  const requestId = randomUUID();
  return {
    requestContext: {
      routeKey: route.routeKey,
      messageId: randomUUID(),
      eventType,
      extendedRequestId: requestId,
      requestTime: new Date(now).toUTCString(),
      messageDirection: 'IN',
      stage: 'ws',
      connectedAt: now,
      requestTimeEpoch: now,
      requestId,
      domainName: context.host,
      connectionId: `bench${randomUUID().slice(0, 8)}=`,
      apiId: 'bench',
    },
    ...(eventType === 'CONNECT' ? { headers: { Host: context.host, [ORIGIN_HEADER]: context.originSecret } } : {}),
    ...(eventType === 'MESSAGE' ? { body: JSON.stringify({ type: 'ping', timestamp: now }) } : {}),
    isBase64Encoded: false,
  };
}

/** A DynamoDB stream event with one item INSERT, as the event source mapping delivers it. */
export function streamEvent(context: EventContext): DynamoDBStreamEvent {
  const id = context.itemId;
  const now = new Date().toISOString();
  const image = {
    pk: { S: `ITEM#${id}` },
    sk: { S: 'ITEM' },
    id: { N: String(id) },
    userId: { N: '1' },
    category: { S: 'part' },
    name: { S: 'Torsion Spring Assembly, 2" ID' },
    itemId: { S: `PRT-TS-${id}` },
    description: { S: 'Oil-tempered torsion springs, sold as a pair. Stored indoors.' },
    quantity: { N: '4' },
    businessName: { S: 'Metro Overhead Door Co.' },
    businessLocation: { S: 'Chicago, IL' },
    businessContact: { S: 'sales@metro.example' },
    lastUpdated: { S: now },
    createdAt: { S: now },
  };
  return {
    Records: [
      {
        eventID: randomUUID().replaceAll('-', ''),
        eventName: 'INSERT',
        eventVersion: '1.1',
        eventSource: 'aws:dynamodb',
        awsRegion: 'us-east-1',
        eventSourceARN: 'arn:aws:dynamodb:us-east-1:000000000000:table/surplus/stream/2025-01-01T00:00:00.000',
        dynamodb: {
          ApproximateCreationDateTime: Math.floor(Date.now() / 1000),
          Keys: { pk: image.pk, sk: image.sk },
          NewImage: image,
          SequenceNumber: String(Date.now()),
          SizeBytes: 512,
          StreamViewType: 'NEW_AND_OLD_IMAGES',
        },
      },
    ],
  };
}

/** An S3 ObjectCreated:Put notification for the upload in the context (a key that does not exist without one). */
export function s3Event(context: EventContext): S3Event {
  const key = context.uploadKey ?? 'uploads/bench-missing-image.png';
  return {
    Records: [
      {
        eventVersion: '2.1',
        eventSource: 'aws:s3',
        awsRegion: 'us-east-1',
        eventTime: new Date().toISOString(),
        eventName: 'ObjectCreated:Put',
        userIdentity: { principalId: 'AWS:BENCH' },
        requestParameters: { sourceIPAddress: '203.0.113.10' },
        responseElements: { 'x-amz-request-id': 'BENCH', 'x-amz-id-2': 'BENCH' },
        s3: {
          s3SchemaVersion: '1.0',
          configurationId: 'bench',
          bucket: { name: 'surplus-images', ownerIdentity: { principalId: 'BENCH' }, arn: 'arn:aws:s3:::surplus-images' },
          object: { key, size: context.uploadBytes ?? 1024, eTag: '0123456789abcdef0123456789abcdef', sequencer: '0055AED6DCD90281E5' },
        },
      },
    ],
  };
}

/** An SQS event with one job message, as the jobs queue's event source mapping delivers it: a job that does not exist (one read, then done). */
export function queueEvent(): SQSEvent {
  const now = String(Date.now());
  return {
    Records: [
      {
        messageId: randomUUID(),
        receiptHandle: 'bench',
        body: JSON.stringify({ kind: 'import', jobId: 'bench-no-such-job-0000' }),
        attributes: { ApproximateReceiveCount: '1', SentTimestamp: now, SenderId: 'BENCH', ApproximateFirstReceiveTimestamp: now },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:surplus-jobs',
        awsRegion: 'us-east-1',
      },
    ],
  };
}
