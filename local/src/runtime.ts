import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { createServer, type RequestListener, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { S3Client } from '@aws-sdk/client-s3';
import { ORIGIN_HEADER } from '@surplus/functions/origin';
import { holdSweeper, httpRoutes, jobWorker, siteRoutes, timeoutOf } from '@surplus/functions/routes';
import { securityHeaders } from '@surplus/shared/security-headers';
import { createHttpApi } from './api/gateway';
import { createApiOriginListener } from './api/origin-server';
import { setHandlerEnvironment } from './environment';
import { createRequestListener } from './http/request-listener';
import { sendJson } from './http/respond';
import { createSesEndpoint } from './http/ses-endpoint';
import { createSqsEndpoint } from './http/sqs-endpoint';
import { createStaticFiles } from './http/static-files';
import { createUploads } from './http/uploads';
import { type HandlerLoader, workspaceHandlers } from './lambda/handlers';
import { createLog } from './log';
import { openLocalQueue } from './queue/local-queue';
import { startQueueConsumer } from './queue/queue-consumer';
import { repoRoot } from './repo-root';
import { startSchedule } from './schedule/schedule';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './services/aws-local';
import { type DynamoDbLocal, startDynamoDbLocal } from './services/dynamodb-local';
import { checkJava } from './services/java';
import { type S3Local, startS3Local } from './services/s3-local';
import { ensureTable } from './services/table';
import { createUploadNotifications } from './storage/upload-notifications';
import { StartupError } from './startup-error';
import { createStreamConsumer } from './stream/consumer';
import { startStreamPoller } from './stream/poller';
import type { Connections } from './websocket/connections';
import { createConnectionsEndpoint } from './websocket/management-endpoint';
import { attachWebSocketApi } from './websocket/server';

export const TABLE_NAME = 'surplus';
const WEB_DIST = join(repoRoot, 'web', 'dist');
export const IMAGES_BUCKET = 'surplus-images';
export const JOBS_QUEUE = 'surplus-jobs';
/** How often the hold sweeper runs unless told otherwise: its EventBridge rule's rate on AWS. */
export const DEFAULT_SWEEP_SECONDS = holdSweeper.everyMinutes * 60;

export interface RuntimeOptions {
  /** 0 picks a free port. */
  port?: number;
  dataDir: string;
  /** Silences the informational lines (mail notices); errors are still printed. */
  quiet?: boolean;
  /** Where handler modules come from; the workspace's `functions/src/handlers` unless a test swaps them. */
  handlers?: HandlerLoader;
  /** The hold sweeper's interval (DEFAULT_SWEEP_SECONDS unless set). */
  sweepSeconds?: number;
  /** How long a new hold lasts (the handlers' HOLD_SECONDS); the functions' default of days unless set. */
  holdSeconds?: number;
  /** How long after handover a transfer confirms itself (the handlers' CONFIRM_SECONDS); the functions' default of days unless set. */
  confirmSeconds?: number;
  /** How long after confirmation a transfer may be reviewed (the handlers' REVIEW_SECONDS); the functions' default of days unless set. */
  reviewSeconds?: number;
}

/** Stops and restarts one backing service in place (same port and data), to test how the API copes. */
export interface ServiceControl {
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface Runtime {
  url: string;
  /** The API without the edge in front (the execute-api URL's stand-in): every call there is refused. */
  apiOriginUrl: string;
  dataDir: string;
  /** DynamoDB Local's endpoint, for tests that look at the table directly. */
  dynamodbEndpoint: string;
  services: { dynamodb: ServiceControl; s3: ServiceControl };
  stop(): Promise<void>;
}

const portOf = (endpoint: string) => Number(new URL(endpoint).port);

/**
 * Everything `npm start` runs, in this process: DynamoDB Local (java child), s3rver, the HTTP API,
 * WebSocket API, stream consumer, upload notifications, the jobs queue and its consumer, the hold sweeper's
 * schedule, and AWS stand-ins, all calling the same handler modules as Lambda.
 * The handlers read process.env, so one process holds one runtime at a time.
 */
export async function startRuntime(options: RuntimeOptions): Promise<Runtime> {
  const dataDir = resolve(options.dataDir);
  const log = createLog(options.quiet ?? false);
  const handlers = options.handlers ?? workspaceHandlers();
  const uploadNotifications = createUploadNotifications(handlers, log);
  const clients: { destroy(): void }[] = [];
  let server: Server | undefined;
  let apiOrigin: Server | undefined;
  let dynamo: DynamoDbLocal | undefined;
  let s3: S3Local | undefined;
  const webSockets: { close(): Promise<void> }[] = [];
  let poller: { stop(): Promise<void> } | undefined;
  let jobsConsumer: { stop(): Promise<void> } | undefined;
  let sweeper: { stop(): Promise<void> } | undefined;

  const closeServer = async (toClose: Server | undefined) => {
    if (!toClose?.listening) return;
    const closed = new Promise((resolve) => toClose.close(resolve));
    toClose.closeAllConnections();
    await closed;
  };
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // Each step on its own, so that java is killed even when an earlier step fails.
      // The schedule and the jobs consumer first: a run that ends during their grace still reaches this server.
      const steps = [
        () => sweeper?.stop(),
        () => jobsConsumer?.stop(),
        () => poller?.stop(),
        ...webSockets.map((sockets) => () => sockets.close()),
        () => closeServer(server),
        () => closeServer(apiOrigin),
        uploadNotifications.settled,
        () => s3?.stop(),
        () => dynamo?.stop(),
      ];
      for (const step of steps) {
        try {
          await step();
        } catch (error) {
          log.error('Stopping the local runtime:', error);
        }
      }
      for (const client of clients) client.destroy();
    })());

  try {
    await mkdir(dataDir, { recursive: true });
    await checkJava();
    // Listen first: the port is part of the handlers' settings, and a taken port should fail fast.
    let ready: RequestListener | undefined;
    server = createServer((req, res) => (ready ? ready(req, res) : sendJson(res, 503, { message: 'Starting' })));
    const port = await listen(server, options.port ?? 0);
    const appUrl = `http://localhost:${port}`;
    const internalUrl = `http://127.0.0.1:${port}`;
    let readyOrigin: RequestListener | undefined;
    apiOrigin = createServer((req, res) => (readyOrigin ? readyOrigin(req, res) : sendJson(res, 503, { message: 'Starting' })));
    const apiOriginUrl = `http://127.0.0.1:${await listen(apiOrigin, 0)}`;
    // A new value at each start, as nothing outside this process needs it.
    const originHeaders = { [ORIGIN_HEADER]: randomBytes(32).toString('hex') };

    dynamo = await startDynamoDbLocal(dataDir);
    s3 = await startS3Local(dataDir, IMAGES_BUCKET, [appUrl, internalUrl], uploadNotifications.listener);
    await setHandlerEnvironment({
      dataDir,
      tableName: TABLE_NAME,
      imagesBucket: IMAGES_BUCKET,
      dynamodbEndpoint: dynamo.endpoint,
      s3Endpoint: s3.endpoint,
      jobsQueueName: JOBS_QUEUE,
      internalUrl,
      appUrl,
      originSecret: originHeaders[ORIGIN_HEADER],
      siteTemplateDir: WEB_DIST,
      holdSeconds: options.holdSeconds,
      confirmSeconds: options.confirmSeconds,
      reviewSeconds: options.reviewSeconds,
    });

    const aws = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
    // Time-outs keep the stream poller moving when DynamoDB Local stalls.
    const timeouts = { maxAttempts: 1, requestHandler: { connectionTimeout: 1_000, requestTimeout: 5_000 } };
    const dynamodb = new DynamoDBClient({ ...aws, ...timeouts, endpoint: dynamo.endpoint });
    const streams = new DynamoDBStreamsClient({ ...aws, ...timeouts, endpoint: dynamo.endpoint });
    const images = new S3Client({ ...aws, endpoint: s3.endpoint, forcePathStyle: true });
    clients.push(dynamodb, streams, images);
    await ensureTable(dynamodb, TABLE_NAME, dataDir);
    const jobsQueue = await openLocalQueue({ dataDir, name: JOBS_QUEUE, maxReceiveCount: jobWorker.maxReceiveCount, log });

    const connections: Connections = new Map();
    const api = createHttpApi(httpRoutes, handlers, log);
    ready = createRequestListener(
      {
        api,
        uploads: createUploads(images, IMAGES_BUCKET, log),
        ses: createSesEndpoint(dataDir, log),
        sqs: createSqsEndpoint([jobsQueue], log),
        connections: createConnectionsEndpoint(connections),
        site: createHttpApi(siteRoutes, handlers, log),
        staticFiles: createStaticFiles(WEB_DIST),
      },
      securityHeaders(s3.endpoint),
      originHeaders,
      log,
    );
    readyOrigin = createApiOriginListener(api, log);
    webSockets.push(attachWebSocketApi(server, connections, handlers, log, originHeaders), attachWebSocketApi(apiOrigin, connections, handlers, log));
    poller = startStreamPoller({ dynamodb, streams, tableName: TABLE_NAME, deliver: createStreamConsumer(handlers, log), log });
    const jobsTimeoutSeconds = timeoutOf(jobWorker.fn) ?? jobWorker.timeoutSeconds;
    jobsConsumer = startQueueConsumer({ queue: jobsQueue, handlers, fn: jobWorker.fn, timeoutMs: jobsTimeoutSeconds * 1000, log });
    sweeper = startSchedule({
      name: `surplus-${holdSweeper.name}`,
      handlers,
      fn: holdSweeper.fn,
      intervalMs: (options.sweepSeconds ?? DEFAULT_SWEEP_SECONDS) * 1000,
      timeoutMs: (timeoutOf(holdSweeper.fn) ?? jobWorker.timeoutSeconds) * 1000,
      log,
    });
    const dynamoPort = portOf(dynamo.endpoint);
    const s3Port = portOf(s3.endpoint);
    const services = {
      dynamodb: { stop: async () => dynamo?.stop(), start: async () => void (dynamo = await startDynamoDbLocal(dataDir, dynamoPort)) },
      s3: { stop: async () => s3?.stop(), start: async () => void (s3 = await startS3Local(dataDir, IMAGES_BUCKET, [appUrl, internalUrl], uploadNotifications.listener, s3Port)) },
    };
    return { url: appUrl, apiOriginUrl, dataDir, dynamodbEndpoint: dynamo.endpoint, services, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new StartupError(`Port ${port} is in use: stop what runs there or set PORT to another port.`) : error);
    });
    // Loopback only: the local stand-ins trust their callers.
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      if (address && typeof address === 'object') resolve(address.port);
      else reject(new Error('The server has no port'));
    });
  });
}
