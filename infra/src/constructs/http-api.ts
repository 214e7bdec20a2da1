import { Duration, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination, type ThrottleSettings } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { timeoutOf, type FunctionName, type HttpRoute } from '@surplus/functions/routes';
import { ApiFunction, SYNCHRONOUS_NO_DLQ, type ApiFunctionProps, type FunctionResources } from './api-function';
import { constructIdFor } from './construct-id';

export interface SurplusHttpApiProps {
  readonly description: string;
  /** Why the API has no API Gateway authorizer (cdk-nag AwsSolutions-APIG4). */
  readonly authorization: string;
  /** Entries of functions/src/routes.ts: one API Gateway route each, one function (and integration) per function named. */
  readonly routes: readonly HttpRoute[];
  readonly resources: FunctionResources;
  /** The CSRF signing key, for an API whose routes check or issue CSRF tokens. */
  readonly signingSecret?: ISecret;
  /** Every route refuses requests without this value in the origin header (CloudFront adds it). */
  readonly originSecret: ISecret;
  readonly throttle: ThrottleSettings;
  /** Settings of particular functions (memory, bundling, environment), by function name. */
  readonly functionSettings?: Partial<Record<FunctionName, Partial<Omit<ApiFunctionProps, 'fn' | 'resources'>>>>;
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
 * An HTTP API behind CloudFront (`/api/*`, or the site's pages), throttled and access-logged: one explicit route
 * per entry of its route table (an unknown path never invokes a function), and one Lambda, integration and
 * invoke permission per function the routes name. A new route on an existing function costs one resource.
 */
export class SurplusHttpApi extends Construct {
  readonly api: HttpApi;
  /** Each function of the API, by name. */
  readonly functions = new Map<FunctionName, ApiFunction>();

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

    const integrations = new Map<FunctionName, HttpLambdaIntegration>();
    for (const route of props.routes) {
      let integration = integrations.get(route.fn);
      if (!integration) {
        // One invoke permission for the whole API, not one per route: the function's router answers only its routes.
        integration = new HttpLambdaIntegration(`${constructIdFor(route.fn)}Integration`, this.functionFor(route.fn, props), {
          scopePermissionToRoute: false,
        });
        integrations.set(route.fn, integration);
      }
      this.api.addRoutes({ path: route.path, methods: [HttpMethod[route.method]], integration });
    }
  }

  private functionFor(fn: FunctionName, props: SurplusHttpApiProps): ApiFunction {
    const timeoutSeconds = timeoutOf(fn);
    const handler = new ApiFunction(this, constructIdFor(fn), {
      fn,
      resources: props.resources,
      signingSecret: props.signingSecret,
      originSecret: props.originSecret,
      ...(timeoutSeconds ? { timeout: Duration.seconds(timeoutSeconds) } : {}),
      ...props.functionSettings?.[fn],
    });
    this.functions.set(fn, handler);
    Validations.of(handler).acknowledge({ id: 'Serverless-LambdaDLQ', reason: SYNCHRONOUS_NO_DLQ });
    return handler;
  }
}
