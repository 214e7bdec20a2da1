import {
  CSV_IMPORT_LIMITS,
  CSV_IMPORT_TOO_LARGE,
  DIRECT_UPLOAD_MAX_BYTES,
  DIRECT_UPLOAD_TOO_LARGE,
  UPLOADS_PREFIX,
} from '@surplus/shared';
import { BROADCAST_STREAM_FILTER_PATTERN, NOTIFY_STREAM_FILTER_PATTERN } from './data/table-definition';

/**
 * Every call of the API, one handler module each (under src/handlers/). The CDK stack creates one
 * Lambda and one API Gateway route per entry; the local runtime routes requests with the same table.
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
}

/** The largest request body a route takes, and the message of its 413 answer. */
export interface BodyLimit {
  bytes: number;
  message: string;
}

export const BODY_LIMITS = {
  json: { bytes: 64 * 1024, message: 'Request body is too large' },
  csv: { bytes: CSV_IMPORT_LIMITS.bytes, message: CSV_IMPORT_TOO_LARGE },
  image: { bytes: DIRECT_UPLOAD_MAX_BYTES, message: DIRECT_UPLOAD_TOO_LARGE },
} as const satisfies Record<string, BodyLimit>;

export interface HttpRoute extends Grants {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** API Gateway HTTP API syntax: `{id}` for one segment, `{path+}` for the rest. */
  path: string;
  handler: string;
  /** Lambda's time-out when a route needs more than the default 10 s; API Gateway answers 503 after 30 s. */
  timeoutSeconds?: number;
  /** BODY_LIMITS.json unless given; the API answers 413 past it (the local gateway before reading it all). */
  bodyLimit?: BodyLimit;
}

export const bodyLimitOf = (route: HttpRoute): BodyLimit => route.bodyLimit ?? BODY_LIMITS.json;

/** The route an API Gateway event's routeKey (`POST /api/login`) names. */
export const httpRouteByKey = (routeKey: string): HttpRoute | undefined =>
  httpRoutes.find((route) => `${route.method} ${route.path}` === routeKey);

export const httpRoutes: readonly HttpRoute[] = [
  { method: 'GET', path: '/api/csrf-token', handler: 'http/get-csrf-token', table: 'none' },
  { method: 'GET', path: '/api/user', handler: 'http/get-user', table: 'read' },
  { method: 'PUT', path: '/api/user', handler: 'http/update-user', table: 'write' },
  { method: 'DELETE', path: '/api/user', handler: 'http/delete-user', table: 'write', images: 'write', timeoutSeconds: 29 },
  { method: 'POST', path: '/api/user/password', handler: 'http/change-password', table: 'write' },
  { method: 'GET', path: '/api/user/export', handler: 'http/export-user', table: 'read' },
  { method: 'POST', path: '/api/login', handler: 'http/login', table: 'write' },
  { method: 'POST', path: '/api/register', handler: 'http/register', table: 'write' },
  { method: 'POST', path: '/api/logout', handler: 'http/logout', table: 'write' },
  { method: 'GET', path: '/api/inventory', handler: 'http/list-items', table: 'read' },
  { method: 'GET', path: '/api/inventory/door', handler: 'http/list-doors', table: 'read' },
  { method: 'GET', path: '/api/inventory/part', handler: 'http/list-parts', table: 'read' },
  { method: 'GET', path: '/api/inventory/user', handler: 'http/list-my-items', table: 'read' },
  { method: 'GET', path: '/api/inventory/user/export', handler: 'http/export-my-items', table: 'read' },
  { method: 'GET', path: '/api/inventory/item/{id}', handler: 'http/get-item', table: 'read' },
  { method: 'GET', path: '/api/inventory/stats', handler: 'http/get-stats', table: 'read' },
  { method: 'GET', path: '/api/businesses', handler: 'http/list-businesses', table: 'read' },
  { method: 'GET', path: '/api/businesses/{id}', handler: 'http/get-business', table: 'read' },
  { method: 'GET', path: '/api/search/suggest', handler: 'http/suggest-search', table: 'read' },
  { method: 'POST', path: '/api/inventory', handler: 'http/create-item', table: 'write', images: 'write' },
  { method: 'POST', path: '/api/inventory/import', handler: 'http/import-items', table: 'write', images: 'write', timeoutSeconds: 29, bodyLimit: BODY_LIMITS.csv },
  { method: 'PUT', path: '/api/inventory/{id}', handler: 'http/update-item', table: 'write', images: 'write' },
  { method: 'DELETE', path: '/api/inventory/{id}', handler: 'http/delete-item', table: 'write' },
  { method: 'POST', path: '/api/upload/image', handler: 'http/upload-image', table: 'read', images: 'write', bodyLimit: BODY_LIMITS.image },
  { method: 'POST', path: '/api/upload/presign', handler: 'http/presign-upload', table: 'read', images: 'write' },
  { method: 'GET', path: '/api/image/{path+}', handler: 'http/get-image', table: 'none', images: 'read' },
  { method: 'POST', path: '/api/forgot-password', handler: 'http/forgot-password', table: 'write', mail: true },
  { method: 'POST', path: '/api/reset-password', handler: 'http/reset-password', table: 'write' },
  { method: 'GET', path: '/api/saved', handler: 'http/list-saved-items', table: 'read' },
  { method: 'PUT', path: '/api/saved/{id}', handler: 'http/save-item', table: 'write' },
  { method: 'DELETE', path: '/api/saved/{id}', handler: 'http/unsave-item', table: 'write' },
  { method: 'GET', path: '/api/saved-searches', handler: 'http/list-saved-searches', table: 'read' },
  { method: 'POST', path: '/api/saved-searches', handler: 'http/create-saved-search', table: 'write' },
  { method: 'DELETE', path: '/api/saved-searches/{id}', handler: 'http/delete-saved-search', table: 'write' },
  { method: 'GET', path: '/api/notifications', handler: 'http/list-notifications', table: 'read' },
  { method: 'POST', path: '/api/notifications/read', handler: 'http/mark-notifications-read', table: 'write' },
  { method: 'GET', path: '/api/inquiries', handler: 'http/list-inquiries', table: 'read' },
  { method: 'POST', path: '/api/inquiries', handler: 'http/create-inquiry', table: 'write', mail: true },
  { method: 'GET', path: '/api/inquiries/{id}', handler: 'http/get-inquiry', table: 'write' },
  { method: 'POST', path: '/api/inquiries/{id}/messages', handler: 'http/reply-inquiry', table: 'write', mail: true },
  { method: 'GET', path: '/api/mail/unsubscribe', handler: 'http/unsubscribe-mail', table: 'write' },
];

/**
 * The site itself, on a second HTTP API behind CloudFront's default behaviour, which caches its answers (the
 * built assets come from the web bucket): the public pages rendered with their content from the web app's own
 * components, every other page of the app as its shell, a 404 page for unknown paths, robots.txt and the
 * sitemap. No answer depends on who asks, so one cached copy serves every visitor.
 */
export const siteRoutes: readonly HttpRoute[] = [
  { method: 'GET', path: '/robots.txt', handler: 'site/get-robots', table: 'none', siteUrl: true },
  { method: 'GET', path: '/sitemap.xml', handler: 'site/get-sitemap-index', table: 'read', siteUrl: true },
  { method: 'GET', path: '/sitemaps/{file}', handler: 'site/get-sitemap-page', table: 'read', siteUrl: true },
  { method: 'GET', path: '/', handler: 'site/render-page', table: 'read', images: 'read', siteUrl: true },
  { method: 'GET', path: '/{path+}', handler: 'site/render-page', table: 'read', images: 'read', siteUrl: true },
];

export interface WebSocketRoute extends Grants {
  routeKey: '$connect' | '$disconnect' | '$default';
  handler: string;
}

export const webSocketRoutes: readonly WebSocketRoute[] = [
  { routeKey: '$connect', handler: 'ws/connect', table: 'write' },
  { routeKey: '$disconnect', handler: 'ws/disconnect', table: 'write' },
  { routeKey: '$default', handler: 'ws/default', table: 'write', connections: true },
];

export interface StreamConsumer extends Grants {
  /** The construct's id in the CDK stack (stable: renaming it replaces the function). */
  name: string;
  handler: string;
  /** Lambda event filtering: only matching records reach the handler (the local runtime applies it too). */
  filterPattern: object;
}

/**
 * The consumers of the table's stream (DynamoDB allows two per stream without throttling them):
 * one broadcasts item changes to every open WebSocket connection; the other turns listing writes into
 * notifications and pushes new notifications to their user's connections.
 */
export const streamConsumers: readonly StreamConsumer[] = [
  { name: 'ItemBroadcaster', handler: 'stream/broadcast-item-changes', table: 'write', connections: true, filterPattern: BROADCAST_STREAM_FILTER_PATTERN },
  { name: 'UserNotifier', handler: 'stream/notify-users', table: 'write', connections: true, filterPattern: NOTIFY_STREAM_FILTER_PATTERN },
];

/**
 * Makes the WebP variants of every upload (shared/src/image-variants.ts). S3 calls it for each object created
 * under `keyPrefix`, its own variants included, which it skips.
 */
export const imageVariantsGenerator = {
  handler: 's3/create-image-variants',
  table: 'none',
  images: 'variants',
  keyPrefix: UPLOADS_PREFIX.slice(1),
} as const satisfies Grants & { handler: string; keyPrefix: string };
