import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/** The CloudWatch namespace of the business metrics (the dashboard and docs/operations.md read it). */
export const METRICS_NAMESPACE = 'SurplusDoors';

export const BUSINESS_METRICS = {
  listingsCreated: 'ListingsCreated',
  searches: 'Searches',
  failedLogins: 'FailedLogins',
  rateLimited: 'RateLimitedRequests',
  uploadsRefused: 'UploadsRefused',
} as const;
export type BusinessMetric = (typeof BUSINESS_METRICS)[keyof typeof BUSINESS_METRICS];

const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: 'surplus-doors' });

/**
 * Counts one business event: a CloudWatch embedded-metric-format line, written at once so every handler
 * (HTTP, stream, S3) can count without a flush middleware, and no invocation prints an empty metric set.
 */
export function countEvent(name: BusinessMetric, count = 1): void {
  metrics.addMetric(name, MetricUnit.Count, count);
  metrics.publishStoredMetrics();
}
