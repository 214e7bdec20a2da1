import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRICS_NAMESPACE, type BusinessMetric } from './metric-names';

export { BUSINESS_METRICS } from './metric-names';

const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: 'surplus-doors' });

/**
 * Counts one business event: a CloudWatch embedded-metric-format line, written at once so every handler
 * (HTTP, stream, S3) can count without a flush middleware, and no invocation prints an empty metric set.
 */
export function countEvent(name: BusinessMetric, count = 1): void {
  metrics.addMetric(name, MetricUnit.Count, count);
  metrics.publishStoredMetrics();
}
