import { Duration, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination, type ThrottleSettings } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { httpRoutes } from '@surplus/functions/routes';
import { ApiFunction, SYNCHRONOUS_NO_DLQ, type FunctionResources } from './api-function';
import { constructIdFor } from './construct-id';

export interface SurplusHttpApiProps {
  readonly resources: FunctionResources;
  /** Every HTTP route checks or issues CSRF tokens signed with this key. */
  readonly signingSecret: ISecret;
  /** Every HTTP route refuses requests without this value in the origin header (CloudFront adds it). */
  readonly originSecret: ISecret;
  readonly throttle: ThrottleSettings;
}

const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    sourceIp: '$context.identity.sourceIp',
    routeKey: '$context.routeKey',
    status: '$context.status',
    protocol: '$context.protocol',
    responseLength: '$context.responseLength',
    integrationLatency: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
  }),
);

/** The HTTP API behind CloudFront's `/api/*`: one route and one Lambda per entry of `httpRoutes`. */
export class SurplusHttpApi extends Construct {
  readonly api: HttpApi;
  /** Each route's function, by handler module. */
  readonly functions = new Map<string, ApiFunction>();

  constructor(scope: Construct, id: string, props: SurplusHttpApiProps) {
    super(scope, id);
    this.api = new HttpApi(this, 'Api', { description: 'Surplus doors marketplace API', createDefaultStage: false });
    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Authorization is the application\'s own: a session cookie checked by the handlers (401/403 per route, ownership ' +
        'per item) plus a CSRF token on every non-GET; browsing, login and registration are public by design.',
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.resources.logRetention,
      removalPolicy: props.resources.removalPolicy,
    });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });

    for (const route of httpRoutes) {
      const id = constructIdFor(route.handler);
      const handler = new ApiFunction(this, id, {
        route,
        resources: props.resources,
        signingSecret: props.signingSecret,
        originSecret: props.originSecret,
        ...(route.timeoutSeconds ? { timeout: Duration.seconds(route.timeoutSeconds) } : {}),
      });
      this.functions.set(route.handler, handler);
      Validations.of(handler).acknowledge({
        id: 'Serverless-LambdaDLQ',
        reason: SYNCHRONOUS_NO_DLQ,
      });

      this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${id}Integration`, handler),
      });
    }
  }
}
