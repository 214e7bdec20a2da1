import { setTimeout as sleep } from 'node:timers/promises';
import type { ScheduledEvent } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { holdSweeper } from '@surplus/functions/routes';
import type { HandlerLoader } from '../../src/lambda/handlers';
import type { Log } from '../../src/log';
import { startSchedule } from '../../src/schedule/schedule';

const errors: string[] = [];
const log: Log = { info: () => undefined, error: (message) => void errors.push(message) };
let stopSchedule: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stopSchedule?.();
  errors.length = 0;
});

/** A stand-in jobs function that records each event, takes `runMs`, and throws on the runs `failOn` names. */
function recordingHandlers({ runMs = 0, failOn = [] as number[] } = {}) {
  const runs: { event: ScheduledEvent; startedAt: number; endedAt?: number }[] = [];
  let running = 0;
  let mostRunning = 0;
  const handlers: HandlerLoader = async (fn) => {
    expect(fn).toBe(holdSweeper.fn);
    return async (event) => {
      const run = { event: event as ScheduledEvent, startedAt: Date.now() } as (typeof runs)[number];
      runs.push(run);
      mostRunning = Math.max(mostRunning, ++running);
      try {
        await sleep(runMs);
        if (failOn.includes(runs.length)) throw new Error(`run ${runs.length} fails`);
      } finally {
        running--;
        run.endedAt = Date.now();
      }
    };
  };
  return { handlers, runs, mostRunning: () => mostRunning };
}

const start = (handlers: HandlerLoader, intervalMs: number) => {
  const schedule = startSchedule({ name: 'surplus-HoldSweeper', handlers, fn: holdSweeper.fn, intervalMs, timeoutMs: 5_000, log });
  stopSchedule = () => schedule.stop();
  return schedule;
};

describe('the local schedule of the hold sweeper', () => {
  it('sends the jobs function an EventBridge scheduled event shortly after start, then every interval', async () => {
    const { handlers, runs } = recordingHandlers();
    const startedAt = Date.now();
    start(handlers, 300);
    await sleep(1_750);
    expect(runs[0]!.startedAt - startedAt).toBeLessThan(1_000 + 200);
    expect(runs.length).toBeGreaterThanOrEqual(3);
    const gaps = runs.slice(1).map((run, index) => run.startedAt - runs[index]!.startedAt);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(280);
    expect(runs[0]!.event).toEqual({
      version: '0',
      id: expect.any(String),
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      account: '000000000000',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      region: 'us-east-1',
      resources: ['arn:aws:events:us-east-1:000000000000:rule/surplus-HoldSweeper'],
      detail: {},
    });
    expect(new Set(runs.map((run) => run.event.id)).size).toBe(runs.length);
  });

  it('never runs twice at once: a run longer than the interval delays the next', async () => {
    const { handlers, runs, mostRunning } = recordingHandlers({ runMs: 400 });
    start(handlers, 100);
    await sleep(1_900);
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(mostRunning()).toBe(1);
    for (const [index, run] of runs.slice(1).entries()) expect(run.startedAt).toBeGreaterThanOrEqual(runs[index]!.endedAt!);
  });

  it('logs a failed run and keeps its clock', async () => {
    const { handlers, runs } = recordingHandlers({ failOn: [1] });
    start(handlers, 200);
    await sleep(1_600);
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual(['Schedule surplus-HoldSweeper: jobs failed:']);
  });

  it('stops cleanly: waits for the run under way and sends nothing more', async () => {
    const { handlers, runs } = recordingHandlers({ runMs: 300 });
    const schedule = start(handlers, 100);
    await sleep(1_100);
    await schedule.stop();
    const count = runs.length;
    expect(runs.every((run) => run.endedAt !== undefined)).toBe(true);
    await sleep(500);
    expect(runs.length).toBe(count);
  });
});
