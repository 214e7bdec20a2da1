import { Duration, Validations } from 'aws-cdk-lib';
import type { HttpApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { BUSINESS_METRICS, METRICS_NAMESPACE, ROUTE_METRICS } from '@surplus/functions/metrics';
import { SERVICE_NAME } from './api-function';

export interface MonitoringProps {
  readonly stage: string;
  readonly alarmEmail?: string;
  /** Each HTTP API with the prefix of its alarms' names (`Api` -> `ApiServerErrorRate`) and its graphs' title. */
  readonly httpApis: readonly { readonly name: string; readonly title: string; readonly api: HttpApi }[];
  readonly webSocketStage: WebSocketStage;
  /** Every project function, by its name in the route table (`account`). */
  readonly functions: ReadonlyMap<string, IFunction>;
  readonly table: ITable;
  /** Queues that hold what failed after every retry: any message in one is an alarm. */
  readonly failureQueues: Readonly<Record<string, IQueue>>;
  /** The queue of job steps: a message waiting long means jobs are stuck or starved. */
  readonly jobsQueue: IQueue;
  readonly distribution: Distribution;
}

const PERIOD = Duration.minutes(5);
/** What the data modules call (an alarm's expression takes at most 10 metrics, so not every operation). */
const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
  Operation.SCAN,
];
/** Thresholds, also listed in docs/operations.md (reading the alarms). */
export const ALARM_THRESHOLDS = {
  apiServerErrorPercent: 1,
  apiLatencyP99Ms: 3000,
  webSocketIntegrationErrors: 5,
  cloudFrontServerErrorPercent: 1,
  jobsOldestMessageSeconds: 900,
} as const;

/**
 * The stage's alarms, all sent to one SNS topic (e-mailed when the stage names an address), and one dashboard
 * with the same figures plus the business metrics the functions publish.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Alarms', { displayName: `Surplus ${props.stage} alarms`, enforceSSL: true });
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'CloudWatch alarms cannot publish to a topic encrypted with the AWS managed SNS key; the messages carry only ' +
        'alarm names, metrics and states, no customer data.',
    });
    if (props.alarmEmail) {
      const subscription = this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
      Validations.of(subscription).acknowledge({
        id: 'Serverless-SNSRedrivePolicy',
        reason:
          'An e-mail subscription: an alarm whose mail is lost is still shown in its state on the dashboard and in the ' +
          'CloudWatch console; a dead-letter queue of undelivered alarm mail would itself need watching.',
      });
    }
    const action = new SnsAction(this.topic);
    const alarm = (name: string, metric: IMetric, threshold: number, description: string, evaluationPeriods = 1) => {
      const created = new Alarm(this, name, {
        alarmName: `surplus-${props.stage}-${name}`,
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(action);
      created.addOkAction(action);
      this.alarms.push(created);
      return created;
    };

    const { webSocketStage, table, distribution } = props;
    const httpApis = props.httpApis.map(({ name, title, api }) => {
      const requests = api.metricCount({ period: PERIOD, statistic: 'Sum' });
      const serverErrors = api.metricServerError({ period: PERIOD, statistic: 'Sum' });
      const serverErrorRate = new MathExpression({
        expression: 'IF(requests > 0, 100 * errors / requests, 0)',
        usingMetrics: { requests, errors: serverErrors },
        label: `${title} 5xx (%)`,
        period: PERIOD,
      });
      const latencyP99 = api.metricLatency({ period: PERIOD, statistic: 'p99', label: `${title} latency p99` });
      alarm(`${name}ServerErrorRate`, serverErrorRate, ALARM_THRESHOLDS.apiServerErrorPercent, `${title} answers 5xx to at least 1% of requests.`, 2);
      alarm(`${name}LatencyP99`, latencyP99, ALARM_THRESHOLDS.apiLatencyP99Ms, `${title} p99 latency is 3 s or more for 15 minutes.`, 3);
      return { title, api, requests, serverErrors, serverErrorRate, latencyP99 };
    });

    // One alarm per function for both errors and throttles; the dashboard graphs them apart, and each route's
    // latency and 5xx apart from its function's (the routers' metrics).
    for (const [handler, fn] of props.functions) {
      const name = handler.replace(/[^A-Za-z0-9]+/g, '-');
      const failures = new MathExpression({
        expression: 'errors + throttles',
        usingMetrics: { errors: fn.metricErrors({ period: PERIOD, statistic: 'Sum' }), throttles: fn.metricThrottles({ period: PERIOD, statistic: 'Sum' }) },
        label: `${handler} errors and throttles`,
        period: PERIOD,
      });
      alarm(`Errors-${name}`, failures, 1, `${handler} failed (an error the handler did not answer itself) or was throttled (concurrency exhausted).`);
    }
    for (const [name, queue] of Object.entries(props.failureQueues)) {
      const held = queue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum' });
      alarm(`${name}Held`, held, 1, `${name} holds a message: work that failed after every retry (docs/operations.md).`);
    }

    const oldestJob = props.jobsQueue.metricApproximateAgeOfOldestMessage({ period: PERIOD, statistic: 'Maximum' });
    alarm('JobsQueueStuck', oldestJob, ALARM_THRESHOLDS.jobsOldestMessageSeconds, 'A job step has waited 15 minutes or more in the jobs queue: the jobs function fails, is throttled or is short of concurrency.');

    const tableThrottles = table.metricThrottledRequestsForOperations({ operations: TABLE_OPERATIONS, period: PERIOD });
    const tableSystemErrors = table.metricSystemErrorsForOperations({ operations: TABLE_OPERATIONS, period: PERIOD });
    alarm('TableThrottledRequests', tableThrottles, 1, 'DynamoDB throttled requests to the table.');
    alarm('TableSystemErrors', tableSystemErrors, 1, 'DynamoDB answered requests with system errors (HTTP 500).');

    const webSocketErrors = webSocketStage.metric('IntegrationError', { period: PERIOD, statistic: 'Sum' });
    alarm('WebSocketIntegrationErrors', webSocketErrors, ALARM_THRESHOLDS.webSocketIntegrationErrors, 'WebSocket routes answered errors (refused handshakes count too).');

    // CloudFront publishes its metrics in us-east-1 only (see docs/operations.md for stacks in other regions).
    const cloudFrontServerErrorRate = distribution.metric5xxErrorRate({ period: PERIOD, statistic: 'Average', region: 'us-east-1' });
    alarm('CloudFrontServerErrorRate', cloudFrontServerErrorRate, ALARM_THRESHOLDS.cloudFrontServerErrorPercent, 'CloudFront answers 5xx to at least 1% of viewer requests.', 2);

    const business = (name: string) =>
      new Metric({ namespace: METRICS_NAMESPACE, metricName: name, dimensionsMap: { service: SERVICE_NAME }, period: PERIOD, statistic: 'Sum' });
    const functions = [...props.functions.values()];
    const graph = (title: string, left: IMetric[], width = 12) => new GraphWidget({ title, left, width, height: 6 });
    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: `surplus-${props.stage}` });
    this.dashboard.addWidgets(new AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24, height: 4 }));
    for (const { title, api, requests, serverErrors, serverErrorRate, latencyP99 } of httpApis) {
      this.dashboard.addWidgets(
        graph(`${title} requests and 5xx`, [requests, serverErrors], 8),
        graph(`${title} 5xx rate (%)`, [serverErrorRate], 8),
        graph(`${title} latency`, [api.metricLatency({ period: PERIOD, statistic: 'p50', label: 'p50' }), latencyP99], 8),
      );
    }
    // A search over the routers' metrics: one graph line per route, however many routes there are, at no resource cost.
    const perRoute = (metricName: string, statistic: string, label: string) =>
      new MathExpression({
        expression: `SEARCH('{${METRICS_NAMESPACE},${ROUTE_METRICS.dimension},service} MetricName="${metricName}"', '${statistic}', ${PERIOD.toSeconds()})`,
        usingMetrics: {},
        label,
        period: PERIOD,
      });
    this.dashboard.addWidgets(
      graph('Latency p99 by route (ms)', [perRoute(ROUTE_METRICS.latency, 'p99', 'p99')]),
      graph('5xx by route', [perRoute(ROUTE_METRICS.serverErrors, 'Sum', '5xx')]),
    );
    this.dashboard.addWidgets(
      graph('Lambda errors', functions.map((fn) => fn.metricErrors({ period: PERIOD, statistic: 'Sum' }))),
      graph('Lambda throttles', functions.map((fn) => fn.metricThrottles({ period: PERIOD, statistic: 'Sum' }))),
    );
    this.dashboard.addWidgets(
      // Two graphs: both expressions name their per-operation metrics alike (getitem, query, ...).
      graph('DynamoDB throttled requests', [tableThrottles], 6),
      graph('DynamoDB system errors', [tableSystemErrors], 6),
      graph('DynamoDB consumed capacity', [table.metricConsumedReadCapacityUnits({ period: PERIOD }), table.metricConsumedWriteCapacityUnits({ period: PERIOD })], 6),
      graph(
        'Failure queues',
        Object.values(props.failureQueues).map((queue) => queue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum' })),
        6,
      ),
    );
    this.dashboard.addWidgets(
      graph('WebSocket messages and integration errors', [webSocketStage.metric('MessageCount', { period: PERIOD, statistic: 'Sum' }), webSocketErrors]),
      graph('CloudFront requests and 5xx rate (%)', [distribution.metricRequests({ period: PERIOD, statistic: 'Sum', region: 'us-east-1' }), cloudFrontServerErrorRate]),
    );
    this.dashboard.addWidgets(graph('Business events', Object.values(BUSINESS_METRICS).map(business), 24));
  }
}
