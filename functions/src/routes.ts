import {
  CSV_IMPORT_LIMITS,
  CSV_IMPORT_TOO_LARGE,
  DIRECT_UPLOAD_MAX_BYTES,
  DIRECT_UPLOAD_TOO_LARGE,
  UPLOADS_PREFIX,
} from '@surplus/shared';
import { BROADCAST_STREAM_FILTER_PATTERN, NOTIFY_STREAM_FILTER_PATTERN } from './data/table/definition';
import { JOB_MAX_DELIVERIES } from './lib/job-deliveries';

/**
 * Every call of the API and the site, every WebSocket route, stream consumer and S3 notification: one handler
 * module each (under src/handlers/), and the Lambda function that serves it. A function (its entry module, written
 * from this table by src/router/entry-source.ts) dispatches each invocation by the event's routeKey to the route's
 * handler, and is granted the union of what its routes need. The CDK stack makes one function per entry of
 * `lambdaFunctions` and one API Gateway route per route; the local runtime routes requests with the same table and
 * builds each function from the same handler modules and router (router/function-handler.ts).
 */
export type TableAccess = 'none' | 'read' | 'write';

export interface Grants {
  table: TableAccess;
  /**
   * 'write' also lets create and update delete an uploaded object that fails verification; 'variants' reads
   * uploads and writes only their generated variants (never an original).
   */
  images?: 'read' | 'write' | 'variants';
  mail?: boolean;
  /** Names the site's public URL in what it answers (canonical links, sitemaps); mail routes do for their links. */
  siteUrl?: boolean;
  connections?: boolean;
  /** Sends messages to the jobs queue (the jobs function also consumes it); searches send the words they find common. */
  jobs?: boolean;
  /** Reads and writes CSV files of imports: the `imports/` folder of the images bucket, which nothing serves. */
  imports?: boolean;
  /** Geocodes places (geo/geocode.ts): the function ships the compact gazetteer file beside its bundle. */
  gazetteer?: boolean;
}

/** The largest request body a route takes, and the message of its 413 answer. */
export interface BodyLimit {
  bytes: number;
  message: string;
}

export const BODY_LIMITS = {
  json: { bytes: 64 * 1024, message: 'Request body is too large' },
  csv: { bytes: CSV_IMPORT_LIMITS.bodyBytes, message: CSV_IMPORT_TOO_LARGE },
  image: { bytes: DIRECT_UPLOAD_MAX_BYTES, message: DIRECT_UPLOAD_TOO_LARGE },
} as const satisfies Record<string, BodyLimit>;

/**
 * The project's Lambda functions, grouped by who calls them: a visitor's reads never share a function (nor its
 * grants) with an account's writes, and a small site's traffic keeps few execution environments warm.
 */
export const lambdaFunctions = {
  'public-reads': 'What any visitor reads: lists, a listing, figures, businesses, suggestions, images, a CSRF token.',
  account: 'Registration, sign-in and -out, password resets and changes, the profile, its export and deletion.',
  seller: 'A seller\'s listings: create, edit, delete, CSV import jobs and export, image uploads.',
  buyer: 'Saved listings and searches, notifications, inquiries and their replies, offers, holds, transfers and reviews, mail unsubscribes.',
  site: 'The server-rendered pages, robots.txt and the sitemaps.',
  'live-updates': 'The WebSocket API: connect, disconnect and subscriptions.',
  'item-broadcaster': 'Table stream: listing changes to every open WebSocket connection.',
  'user-notifier': 'Table stream: saved-search alerts and inquiry notifications to their users.',
  'image-variants': 'S3 notifications: the WebP variants of every upload.',
  jobs: 'The jobs queue: CSV imports, account deletions and common-word checks, one bounded step per message; and the schedule that ends expired holds, confirms transfers left alone and publishes reviews.',
} as const;
export type FunctionName = keyof typeof lambdaFunctions;

/** What every entry of the tables below has: its handler module and the function that serves it. */
export interface RouteEntry extends Grants {
  fn: FunctionName;
  handler: string;
}

export interface HttpRoute extends RouteEntry {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** API Gateway HTTP API syntax: `{id}` for one segment, `{path+}` for the rest. */
  path: string;
  /** Lambda's time-out when a route needs more than the default 10 s (its function gets the longest of its routes'). */
  timeoutSeconds?: number;
  /**
   * A public GET whose answer a server-rendered page reads in-process (answers/page-data.ts): the answer is the
   * `answer` export of `answers/<the handler module's name>.ts`, which the handler sends too.
   */
  pageData?: true;
  /** BODY_LIMITS.json unless given; the API answers 413 past it (the local gateway before reading it all). */
  bodyLimit?: BodyLimit;
}

export const bodyLimitOf = (route: HttpRoute): BodyLimit => route.bodyLimit ?? BODY_LIMITS.json;

/** The key API Gateway gives a route, in its events' `routeKey` and its access logs: `POST /api/login`. */
export const routeKeyOf = (route: Pick<HttpRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

let routesByKey: Map<string, HttpRoute> | undefined;
/** The route an API Gateway event's routeKey names (every request's middlewares ask: a map, built once). */
export const httpRouteByKey = (routeKey: string): HttpRoute | undefined =>
  (routesByKey ??= new Map(httpRoutes.map((route) => [routeKeyOf(route), route]))).get(routeKey);

export const httpRoutes: readonly HttpRoute[] = [
  { method: 'GET', path: '/api/csrf-token', fn: 'public-reads', handler: 'http/get-csrf-token', table: 'none' },
  { method: 'GET', path: '/api/user', fn: 'account', handler: 'http/get-user', table: 'read' },
  { method: 'PUT', path: '/api/user', fn: 'account', handler: 'http/update-user', table: 'write', gazetteer: true },
  { method: 'DELETE', path: '/api/user', fn: 'account', handler: 'http/delete-user', table: 'write', jobs: true },
  { method: 'POST', path: '/api/user/password', fn: 'account', handler: 'http/change-password', table: 'write' },
  { method: 'GET', path: '/api/user/export', fn: 'account', handler: 'http/export-user', table: 'read' },
  { method: 'POST', path: '/api/login', fn: 'account', handler: 'http/login', table: 'write' },
  { method: 'POST', path: '/api/register', fn: 'account', handler: 'http/register', table: 'write', gazetteer: true },
  { method: 'POST', path: '/api/logout', fn: 'account', handler: 'http/logout', table: 'write' },
  { method: 'GET', path: '/api/inventory', fn: 'public-reads', handler: 'http/list-items', table: 'read', jobs: true, gazetteer: true, pageData: true },
  { method: 'GET', path: '/api/inventory/door', fn: 'public-reads', handler: 'http/list-doors', table: 'read', jobs: true, gazetteer: true, pageData: true },
  { method: 'GET', path: '/api/inventory/part', fn: 'public-reads', handler: 'http/list-parts', table: 'read', jobs: true, gazetteer: true, pageData: true },
  { method: 'GET', path: '/api/inventory/user', fn: 'seller', handler: 'http/list-my-items', table: 'read', gazetteer: true },
  { method: 'GET', path: '/api/inventory/user/export', fn: 'seller', handler: 'http/export-my-items', table: 'read' },
  { method: 'GET', path: '/api/inventory/item/{id}', fn: 'public-reads', handler: 'http/get-item', table: 'read', pageData: true },
  { method: 'GET', path: '/api/inventory/stats', fn: 'public-reads', handler: 'http/get-stats', table: 'read', pageData: true },
  { method: 'GET', path: '/api/inventory/facets', fn: 'public-reads', handler: 'http/list-facets', table: 'read', jobs: true, pageData: true },
  { method: 'GET', path: '/api/businesses', fn: 'public-reads', handler: 'http/list-businesses', table: 'read', pageData: true },
  { method: 'GET', path: '/api/businesses/{id}', fn: 'public-reads', handler: 'http/get-business', table: 'read', pageData: true },
  { method: 'GET', path: '/api/search/suggest', fn: 'public-reads', handler: 'http/suggest-search', table: 'read', jobs: true, pageData: true },
  { method: 'POST', path: '/api/inventory', fn: 'seller', handler: 'http/create-item', table: 'write', images: 'write' },
  { method: 'POST', path: '/api/inventory/imports', fn: 'seller', handler: 'http/start-import', table: 'write', imports: true, jobs: true, bodyLimit: BODY_LIMITS.csv },
  { method: 'POST', path: '/api/inventory/imports/upload', fn: 'seller', handler: 'http/presign-import', table: 'none', imports: true },
  { method: 'GET', path: '/api/inventory/imports', fn: 'seller', handler: 'http/list-imports', table: 'read' },
  { method: 'GET', path: '/api/inventory/imports/{id}', fn: 'seller', handler: 'http/get-import', table: 'read', imports: true },
  { method: 'PUT', path: '/api/inventory/{id}', fn: 'seller', handler: 'http/update-item', table: 'write', images: 'write' },
  { method: 'DELETE', path: '/api/inventory/{id}', fn: 'seller', handler: 'http/delete-item', table: 'write' },
  { method: 'POST', path: '/api/upload/image', fn: 'seller', handler: 'http/upload-image', table: 'read', images: 'write', bodyLimit: BODY_LIMITS.image },
  { method: 'POST', path: '/api/upload/presign', fn: 'seller', handler: 'http/presign-upload', table: 'read', images: 'write' },
  { method: 'GET', path: '/api/image/{path+}', fn: 'public-reads', handler: 'http/get-image', table: 'none', images: 'read', pageData: true },
  { method: 'POST', path: '/api/forgot-password', fn: 'account', handler: 'http/forgot-password', table: 'write', mail: true },
  { method: 'POST', path: '/api/reset-password', fn: 'account', handler: 'http/reset-password', table: 'write' },
  { method: 'GET', path: '/api/saved', fn: 'buyer', handler: 'http/list-saved-items', table: 'read' },
  { method: 'PUT', path: '/api/saved/{id}', fn: 'buyer', handler: 'http/save-item', table: 'write' },
  { method: 'DELETE', path: '/api/saved/{id}', fn: 'buyer', handler: 'http/unsave-item', table: 'write' },
  { method: 'GET', path: '/api/saved-searches', fn: 'buyer', handler: 'http/list-saved-searches', table: 'read' },
  { method: 'POST', path: '/api/saved-searches', fn: 'buyer', handler: 'http/create-saved-search', table: 'write', gazetteer: true },
  { method: 'DELETE', path: '/api/saved-searches/{id}', fn: 'buyer', handler: 'http/delete-saved-search', table: 'write' },
  { method: 'GET', path: '/api/notifications', fn: 'buyer', handler: 'http/list-notifications', table: 'read' },
  { method: 'POST', path: '/api/notifications/read', fn: 'buyer', handler: 'http/mark-notifications-read', table: 'write' },
  { method: 'GET', path: '/api/inquiries', fn: 'buyer', handler: 'http/list-inquiries', table: 'read' },
  { method: 'POST', path: '/api/inquiries', fn: 'buyer', handler: 'http/create-inquiry', table: 'write', mail: true },
  { method: 'GET', path: '/api/inquiries/{id}', fn: 'buyer', handler: 'http/get-inquiry', table: 'write' },
  { method: 'POST', path: '/api/inquiries/{id}/messages', fn: 'buyer', handler: 'http/reply-inquiry', table: 'write', mail: true },
  { method: 'POST', path: '/api/inventory/{id}/holds', fn: 'buyer', handler: 'http/create-hold', table: 'write', mail: true },
  { method: 'POST', path: '/api/inventory/{id}/offers', fn: 'buyer', handler: 'http/create-listing-offer', table: 'write', mail: true },
  { method: 'POST', path: '/api/inquiries/{id}/offers', fn: 'buyer', handler: 'http/create-offer', table: 'write', mail: true },
  { method: 'POST', path: '/api/offers/{id}/accept', fn: 'buyer', handler: 'http/accept-offer', table: 'write', mail: true },
  { method: 'POST', path: '/api/offers/{id}/decline', fn: 'buyer', handler: 'http/decline-offer', table: 'write', mail: true },
  { method: 'POST', path: '/api/offers/{id}/withdraw', fn: 'buyer', handler: 'http/withdraw-offer', table: 'write', mail: true },
  { method: 'GET', path: '/api/holds', fn: 'buyer', handler: 'http/list-holds', table: 'read' },
  { method: 'GET', path: '/api/holds/{id}', fn: 'buyer', handler: 'http/get-hold', table: 'read' },
  { method: 'POST', path: '/api/holds/{id}/extend', fn: 'buyer', handler: 'http/extend-hold', table: 'write', mail: true },
  { method: 'POST', path: '/api/holds/{id}/release', fn: 'buyer', handler: 'http/release-hold', table: 'write', mail: true },
  { method: 'POST', path: '/api/holds/{id}/handover', fn: 'buyer', handler: 'http/hand-over-hold', table: 'write', mail: true },
  { method: 'POST', path: '/api/inventory/{id}/transfers', fn: 'buyer', handler: 'http/record-transfer', table: 'write' },
  { method: 'GET', path: '/api/transfers', fn: 'buyer', handler: 'http/list-transfers', table: 'read' },
  { method: 'GET', path: '/api/transfers/export', fn: 'buyer', handler: 'http/export-transfers', table: 'read' },
  { method: 'GET', path: '/api/transfers/{id}', fn: 'buyer', handler: 'http/get-transfer', table: 'read' },
  { method: 'POST', path: '/api/transfers/{id}/confirm', fn: 'buyer', handler: 'http/confirm-transfer', table: 'write', mail: true },
  { method: 'POST', path: '/api/transfers/{id}/dispute', fn: 'buyer', handler: 'http/dispute-transfer', table: 'write', mail: true },
  { method: 'POST', path: '/api/transfers/{id}/cancel', fn: 'buyer', handler: 'http/cancel-transfer', table: 'write', mail: true },
  { method: 'POST', path: '/api/transfers/{id}/review', fn: 'buyer', handler: 'http/create-review', table: 'write', mail: true },
  { method: 'POST', path: '/api/reviews/{id}/reply', fn: 'buyer', handler: 'http/reply-review', table: 'write' },
  { method: 'GET', path: '/api/impact', fn: 'public-reads', handler: 'http/get-impact', table: 'read', pageData: true },
  { method: 'GET', path: '/api/businesses/{id}/impact', fn: 'public-reads', handler: 'http/get-business-impact', table: 'read', pageData: true },
  { method: 'GET', path: '/api/businesses/{id}/reviews', fn: 'public-reads', handler: 'http/list-business-reviews', table: 'read', pageData: true },
  { method: 'GET', path: '/api/mail/unsubscribe', fn: 'buyer', handler: 'http/unsubscribe-mail', table: 'write' },
  { method: 'POST', path: '/api/mail/unsubscribe', fn: 'buyer', handler: 'http/unsubscribe-mail-one-click', table: 'write' },
];

/**
 * The site itself, on a second HTTP API behind CloudFront's default behaviour, which caches its answers (the
 * built assets come from the web bucket): the public pages rendered with their content from the web app's own
 * components, every other page of the app as its shell, a 404 page for unknown paths, robots.txt and the
 * sitemap. No answer depends on who asks, so one cached copy serves every visitor.
 */
export const siteRoutes: readonly HttpRoute[] = [
  { method: 'GET', path: '/robots.txt', fn: 'site', handler: 'site/get-robots', table: 'none', siteUrl: true },
  { method: 'GET', path: '/sitemap.xml', fn: 'site', handler: 'site/get-sitemap-index', table: 'read', siteUrl: true },
  { method: 'GET', path: '/sitemaps/{file}', fn: 'site', handler: 'site/get-sitemap-page', table: 'read', siteUrl: true },
  { method: 'GET', path: '/', fn: 'site', handler: 'site/render-page', table: 'read', images: 'read', siteUrl: true, gazetteer: true },
  { method: 'GET', path: '/{path+}', fn: 'site', handler: 'site/render-page', table: 'read', images: 'read', siteUrl: true, gazetteer: true },
];

export interface WebSocketRoute extends RouteEntry {
  routeKey: '$connect' | '$disconnect' | '$default';
}

export const webSocketRoutes: readonly WebSocketRoute[] = [
  { routeKey: '$connect', fn: 'live-updates', handler: 'ws/connect', table: 'write' },
  { routeKey: '$disconnect', fn: 'live-updates', handler: 'ws/disconnect', table: 'write' },
  { routeKey: '$default', fn: 'live-updates', handler: 'ws/default', table: 'write', connections: true },
];

export interface StreamConsumer extends RouteEntry {
  /** The construct's id in the CDK stack (stable: renaming it replaces the function). */
  name: string;
  /** Lambda event filtering: only matching records reach the handler (the local runtime applies it too). */
  filterPattern: object;
}

/**
 * The consumers of the table's stream (DynamoDB allows two per stream without throttling them):
 * one broadcasts item changes to every open WebSocket connection; the other turns listing writes into
 * notifications and pushes new notifications to their user's connections.
 */
export const streamConsumers: readonly StreamConsumer[] = [
  { name: 'ItemBroadcaster', fn: 'item-broadcaster', handler: 'stream/broadcast-item-changes', table: 'write', connections: true, filterPattern: BROADCAST_STREAM_FILTER_PATTERN },
  { name: 'UserNotifier', fn: 'user-notifier', handler: 'stream/notify-users', table: 'write', connections: true, filterPattern: NOTIFY_STREAM_FILTER_PATTERN },
];

/**
 * Makes the WebP variants of every upload (shared/src/image-variants.ts). S3 calls it for each object created
 * under `keyPrefix`, its own variants included, which it skips.
 */
export const imageVariantsGenerator = {
  fn: 'image-variants',
  handler: 's3/create-image-variants',
  table: 'none',
  images: 'variants',
  keyPrefix: UPLOADS_PREFIX.slice(1),
} as const satisfies RouteEntry & { keyPrefix: string };

/**
 * Consumes the jobs queue (use-cases/jobs.ts): each message is one bounded step of an import or an account
 * deletion, which sends the job's next message itself, or the check of a word a search found common. A step
 * that throws is retried by SQS; a message received `maxReceiveCount` times goes to the failure queue and its
 * job is recorded as failed.
 */
export const jobWorker = {
  name: 'JobWorker',
  fn: 'jobs',
  handler: 'queue/run-job',
  table: 'write',
  images: 'write',
  imports: true,
  jobs: true,
  connections: true,
  timeoutSeconds: 60,
  maxReceiveCount: JOB_MAX_DELIVERIES,
} as const satisfies RouteEntry & { name: string; timeoutSeconds: number; maxReceiveCount: number };

/**
 * The deals sweeper, on the jobs function: every `everyMinutes` a scheduled event ends the holds past their end and
 * warns the parties of those ending within a day (use-cases/hold-sweep.ts), confirms the transfers whose buyers
 * left them alone past confirmBy (transfer-sweep.ts) and publishes the reviews of closed review windows
 * (review-sweep.ts), a bounded batch of each per run. On AWS an
 * EventBridge rule sends the event; the local runtime sends the same event every SWEEP_SECONDS.
 */
export const holdSweeper = {
  name: 'HoldSweeper',
  fn: 'jobs',
  handler: 'schedule/sweep-holds',
  table: 'write',
  mail: true,
  everyMinutes: 1,
} as const satisfies RouteEntry & { name: string; everyMinutes: number };

/** Every entry of the tables above. */
export const allRoutes: readonly (RouteEntry & { timeoutSeconds?: number })[] = [
  ...httpRoutes,
  ...siteRoutes,
  ...webSocketRoutes,
  ...streamConsumers,
  imageVariantsGenerator,
  jobWorker,
  holdSweeper,
];

export const routesOf = (fn: FunctionName) => allRoutes.filter((route) => route.fn === fn);

const TABLE_ACCESS_ORDER: readonly TableAccess[] = ['none', 'read', 'write'];
const IMAGE_ACCESS_ORDER: readonly (Grants['images'] | undefined)[] = [undefined, 'read', 'write'];
const widest = <T>(order: readonly T[], values: T[]) => order[Math.max(...values.map((value) => order.indexOf(value)))] as T;

/** What a function is granted: the union of its routes' grants, nothing more. */
export function grantsOf(fn: FunctionName): Grants {
  const routes = routesOf(fn);
  if (routes.length === 0) throw new Error(`No route runs on the function ${fn}`);
  const images = routes.map((route) => route.images);
  const variants = images.includes('variants');
  if (variants && images.some((access) => access !== 'variants')) {
    throw new Error(`${fn}: the variants grant writes only variant folders and cannot share a function with other image access`);
  }
  return {
    table: widest(TABLE_ACCESS_ORDER, routes.map((route) => route.table)),
    ...(variants ? { images: 'variants' as const } : images.some(Boolean) && { images: widest(IMAGE_ACCESS_ORDER, images) }),
    ...(routes.some((route) => route.mail) && { mail: true }),
    ...(routes.some((route) => route.siteUrl) && { siteUrl: true }),
    ...(routes.some((route) => route.connections) && { connections: true }),
    ...(routes.some((route) => route.jobs) && { jobs: true }),
    ...(routes.some((route) => route.imports) && { imports: true }),
    ...(routes.some((route) => route.gazetteer) && { gazetteer: true }),
  };
}

/** The longest time-out a function's routes ask for, in seconds (undefined: Lambda's default of the stack). */
export function timeoutOf(fn: FunctionName): number | undefined {
  const timeouts = routesOf(fn).flatMap((route) => (route.timeoutSeconds ? [route.timeoutSeconds] : []));
  return timeouts.length > 0 ? Math.max(...timeouts) : undefined;
}
