import { RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat, CfnAccount } from 'aws-cdk-lib/aws-apigateway';
import { LogGroupLogDestination, WebSocketApi, WebSocketStage, type ThrottleSettings } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { webSocketRoutes, type FunctionName } from '@surplus/functions/routes';
import { LIVE_UPDATES } from '@surplus/shared';
import { ApiFunction, SYNCHRONOUS_NO_DLQ, type FunctionResources } from './api-function';
import { constructIdFor } from './construct-id';

/** CloudFront forwards `/ws` unchanged, so the stage must carry the path's name. */
const WEBSOCKET_STAGE = LIVE_UPDATES.path.slice(1);

export interface SurplusWebSocketApiProps {
  readonly throttle: ThrottleSettings;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    sourceIp: '$context.identity.sourceIp',
    connectionId: '$context.connectionId',
    eventType: '$context.eventType',
    routeKey: '$context.routeKey',
    status: '$context.status',
    integrationError: '$context.integrationErrorMessage',
  }),
);

/** The live-updates WebSocket API behind CloudFront's `/ws`. Routes are added once the function resources exist. */
export class SurplusWebSocketApi extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  /** What functions that post to connections need: the callback URL and the stage's @connections ARN. */
  readonly connections: FunctionResources['connections'];
  /** The function of its routes, by name. */
  readonly functions = new Map<FunctionName, ApiFunction>();

  constructor(scope: Construct, id: string, props: SurplusWebSocketApiProps) {
    super(scope, id);
    this.api = new WebSocketApi(this, 'Api', { description: 'Surplus doors live updates' });
    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason: 'Live updates carry only public listing changes, which any visitor of the site may receive.',
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: props.logRetention, removalPolicy: props.removalPolicy });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: WEBSOCKET_STAGE,
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });
    this.stage.node.addDependency(this.cloudWatchLogsAccount());

    this.connections = {
      callbackUrl: this.stage.callbackUrl,
      manageConnectionsArn: Stack.of(this).formatArn({
        service: 'execute-api',
        resource: this.api.apiId,
        resourceName: `${this.stage.stageName}/POST/@connections/*`,
      }),
    };
  }

  /** `$connect` refuses handshakes without `originSecret` in the origin header (CloudFront adds it). */
  addRoutes(resources: FunctionResources, originSecret: ISecret): void {
    const integrations = new Map<FunctionName, WebSocketLambdaIntegration>();
    for (const route of webSocketRoutes) {
      let integration = integrations.get(route.fn);
      if (!integration) {
        const id = constructIdFor(route.fn);
        const connects = webSocketRoutes.some((candidate) => candidate.fn === route.fn && candidate.routeKey === '$connect');
        const handler = new ApiFunction(this, id, { fn: route.fn, resources, ...(connects && { originSecret }) });
        this.functions.set(route.fn, handler);
        Validations.of(handler).acknowledge({ id: 'Serverless-LambdaDLQ', reason: SYNCHRONOUS_NO_DLQ });
        integration = new WebSocketLambdaIntegration(`${id}Integration`, handler);
        integrations.set(route.fn, integration);
      }
      this.api.addRoute(route.routeKey, { integration });
    }
  }

  /**
   * Unlike HTTP APIs, WebSocket stages log through the region's account-wide API Gateway CloudWatch role.
   * The role is retained: the account setting outlives this stack and other stacks' APIs rely on it.
   */
  private cloudWatchLogsAccount(): CfnAccount {
    const role = new Role(this, 'CloudWatchLogsRole', {
      assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
      managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AmazonAPIGatewayPushToCloudWatchLogs')],
    });
    role.applyRemovalPolicy(RemovalPolicy.RETAIN);
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      reason: 'The AWS-maintained policy documented for the API Gateway account logging role.',
    });
    return new CfnAccount(this, 'CloudWatchLogsAccount', { cloudWatchRoleArn: role.roleArn });
  }
}
