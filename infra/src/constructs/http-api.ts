import { Duration, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination, type ThrottleSettings } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { HttpRoute } from '@surplus/functions/routes';
import { ApiFunction, SYNCHRONOUS_NO_DLQ, type ApiFunctionProps, type FunctionResources } from './api-function';
import { constructIdFor } from './construct-id';

export interface SurplusHttpApiProps {
  readonly description: string;
  /** Why the API has no API Gateway authorizer (cdk-nag AwsSolutions-APIG4). */
  readonly authorization: string;
  /** An entry of functions/src/routes.ts: one API Gateway route each, one function per handler module. */
  readonly routes: readonly HttpRoute[];
  readonly resources: FunctionResources;
  /** The CSRF signing key, for an API whose routes check or issue CSRF tokens. */
  readonly signingSecret?: ISecret;
  /** Every route refuses requests without this value in the origin header (CloudFront adds it). */
  readonly originSecret: ISecret;
  readonly throttle: ThrottleSettings;
  /** Settings of particular functions (memory, bundling, environment), by handler module. */
  readonly functionSettings?: Readonly<Record<string, Partial<Omit<ApiFunctionProps, 'route' | 'resources'>>>>;
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

/**
 * An HTTP API behind CloudFront (`/api/*`, or the site's pages): one route per entry of its route table and one
 * Lambda per handler module (routes sharing a module share its function), throttled and access-logged.
 */
export class SurplusHttpApi extends Construct {
  readonly api: HttpApi;
  /** Each handler module's function. */
  readonly functions = new Map<string, ApiFunction>();

  constructor(scope: Construct, id: string, props: SurplusHttpApiProps) {
    super(scope, id);
    this.api = new HttpApi(this, 'Api', { description: props.description, createDefaultStage: false });
    Validations.of(this.api).acknowledge({ id: 'AwsSolutions-APIG4', reason: props.authorization });
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

    const integrations = new Map<string, HttpLambdaIntegration>();
    for (const route of props.routes) {
      let integration = integrations.get(route.handler);
      if (!integration) {
        const handler = this.functionFor(route, props);
        integration = new HttpLambdaIntegration(`${constructIdFor(route.handler)}Integration`, handler);
        integrations.set(route.handler, integration);
      }
      this.api.addRoutes({ path: route.path, methods: [HttpMethod[route.method]], integration });
    }
  }

  private functionFor(route: HttpRoute, props: SurplusHttpApiProps): ApiFunction {
    const handler = new ApiFunction(this, constructIdFor(route.handler), {
      route,
      resources: props.resources,
      signingSecret: props.signingSecret,
      originSecret: props.originSecret,
      ...(route.timeoutSeconds ? { timeout: Duration.seconds(route.timeoutSeconds) } : {}),
      ...props.functionSettings?.[route.handler],
    });
    this.functions.set(route.handler, handler);
    Validations.of(handler).acknowledge({ id: 'Serverless-LambdaDLQ', reason: SYNCHRONOUS_NO_DLQ });
    return handler;
  }
}
