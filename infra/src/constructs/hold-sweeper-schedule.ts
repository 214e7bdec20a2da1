import { Duration, Validations } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { holdSweeper } from '@surplus/functions/routes';
import type { ApiFunction } from './api-function';

export interface HoldSweeperScheduleProps {
  /** The function the route table runs the sweeper on (routes.ts holdSweeper.fn). */
  readonly handler: ApiFunction;
}

/**
 * The hold sweeper's clock (routes.ts holdSweeper): an EventBridge rule sends a scheduled event to its function
 * every `everyMinutes`. Each event is only a tick: a sweep that fails or is dropped is done by the next one, so an
 * event is neither retried nor kept once the next is due, and runs never pile up behind an outage.
 */
export class HoldSweeperSchedule extends Construct {
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: HoldSweeperScheduleProps) {
    super(scope, id);
    const { handler } = props;
    if (handler.fnName !== holdSweeper.fn) throw new Error(`The hold sweeper runs on ${holdSweeper.fn}, not ${handler.fnName}`);
    const interval = Duration.minutes(holdSweeper.everyMinutes);

    this.rule = new Rule(this, 'Rule', {
      description: `Surplus: every ${holdSweeper.everyMinutes} min, the ${holdSweeper.fn} function ends expired holds (routes.ts holdSweeper)`,
      schedule: Schedule.rate(interval),
      targets: [new LambdaFunction(handler, { maxEventAge: interval })],
    });
    // Lambda's own retries of an asynchronous invocation would run a sweep beside the next tick's.
    handler.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: interval });

    const ticksOnly =
      'Each scheduled event is a tick that carries nothing: the next one, a minute later, sweeps the same holds, so a ' +
      'failed or undelivered event has nothing to keep; failures show on the function\'s error alarm.';
    Validations.of(this.rule).acknowledge({ id: 'Serverless-EventBusDLQ', reason: ticksOnly });
    const invokeConfig = handler.node.tryFindChild('EventInvokeConfig');
    if (!invokeConfig) throw new Error('configureAsyncInvoke added no EventInvokeConfig');
    Validations.of(invokeConfig).acknowledge({ id: 'Serverless-LambdaAsyncFailureDestination', reason: ticksOnly });
  }
}
