import { randomUUID } from 'node:crypto';
import type { ScheduledEvent } from 'aws-lambda';
import type { FunctionName } from '@surplus/functions/routes';
import { type HandlerLoader, invokeHandler } from '../lambda/handlers';
import type { Log } from '../log';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION } from '../services/aws-local';

export interface ScheduleOptions {
  /** The rule's name, in the event's `resources` and the log lines. */
  name: string;
  handlers: HandlerLoader;
  /** The function the rule targets. */
  fn: FunctionName;
  /** From the start of one run to the start of the next. */
  intervalMs: number;
  /** The function's own time-out. */
  timeoutMs: number;
  log: Log;
}

/** The first run, shortly after start rather than a whole interval later. */
const FIRST_RUN_MS = 1_000;
/** How long stop() waits for a run under way; past it the run is left to end (or fail) on its own, unlogged. */
const STOP_GRACE_MS = 3_000;

/** What an EventBridge schedule rule sends its target. */
export function scheduledEvent(ruleName: string, at = new Date()): ScheduledEvent<Record<string, never>> {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: LOCAL_ACCOUNT_ID,
    // EventBridge writes whole seconds.
    time: at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: LOCAL_REGION,
    resources: [`arn:aws:events:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:rule/${ruleName}`],
    detail: {},
  };
}

/**
 * An EventBridge rate rule: sends a scheduled event to `fn` every `intervalMs`, the first shortly after start.
 * Runs never overlap: one that outlasts the interval delays the next until it ends, and ticks missed meanwhile
 * are not made up. A run that fails is logged; the next tick is its retry.
 */
export function startSchedule({ name, handlers, fn, intervalMs, timeoutMs, log }: ScheduleOptions) {
  let stopped = false;
  let abandoned = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const run = async () => {
    const startedAt = Date.now();
    running = (async () => {
      try {
        await invokeHandler(handlers, fn, scheduledEvent(name), timeoutMs);
      } catch (error) {
        if (!abandoned) log.error(`Schedule ${name}: ${fn} failed:`, error);
      }
    })();
    await running;
    running = undefined;
    if (!stopped) timer = setTimeout(() => void run(), Math.max(0, startedAt + intervalMs - Date.now()));
  };
  timer = setTimeout(() => void run(), Math.min(FIRST_RUN_MS, intervalMs));

  return {
    /** Sends no further event, and waits a little for a run under way. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      if (!running) return;
      let grace: NodeJS.Timeout | undefined;
      const graceOver = new Promise<boolean>((resolve) => (grace = setTimeout(() => resolve(true), STOP_GRACE_MS)));
      abandoned = await Promise.race([running.then(() => false), graceOver]);
      clearTimeout(grace);
      if (abandoned) log.info(`Schedule ${name}: a run of ${fn} was still under way at stop`);
    },
  };
}
