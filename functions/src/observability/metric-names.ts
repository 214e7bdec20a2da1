/** The CloudWatch namespace of the business metrics (the dashboard and docs/operations.md read it). */
export const METRICS_NAMESPACE = 'SurplusDoors';

/** The business events the functions count (observability/metrics.ts); the dashboard graphs them. */
export const BUSINESS_METRICS = {
  listingsCreated: 'ListingsCreated',
  searches: 'Searches',
  failedLogins: 'FailedLogins',
  rateLimited: 'RateLimitedRequests',
  uploadsRefused: 'UploadsRefused',
} as const;
export type BusinessMetric = (typeof BUSINESS_METRICS)[keyof typeof BUSINESS_METRICS];

/** What the router of every HTTP function writes per answer, with the dimension `route` (`GET /api/inventory`). */
export const ROUTE_METRICS = {
  latency: 'RouteLatency',
  serverErrors: 'RouteServerErrors',
  dimension: 'route',
} as const;
