import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRICS_NAMESPACE, ROUTE_METRICS, type BusinessMetric } from './metric-names';

export { BUSINESS_METRICS } from './metric-names';

const settings = { namespace: METRICS_NAMESPACE, serviceName: 'surplus-doors' };
const metrics = new Metrics(settings);
/** Apart from the business events: its `route` dimension must not reach their lines. */
const routeMetrics = new Metrics(settings);

/**
 * Counts one business event: a CloudWatch embedded-metric-format line, written at once so every handler
 * (HTTP, stream, S3) can count without a flush middleware, and no invocation prints an empty metric set.
 */
export function countEvent(name: BusinessMetric, count = 1): void {
  metrics.addMetric(name, MetricUnit.Count, count);
  metrics.publishStoredMetrics();
}

/**
 * One answer of an HTTP route: its latency and whether it was a 5xx, by route, so that the figures of each route
 * survive many routes sharing a function (the function's own metrics mix them).
 */
export function recordRouteAnswer(routeKey: string, milliseconds: number, statusCode: number): void {
  routeMetrics.addDimension(ROUTE_METRICS.dimension, routeKey);
  routeMetrics.addMetric(ROUTE_METRICS.latency, MetricUnit.Milliseconds, milliseconds);
  routeMetrics.addMetric(ROUTE_METRICS.serverErrors, MetricUnit.Count, statusCode >= 500 ? 1 : 0);
  routeMetrics.publishStoredMetrics();
}
