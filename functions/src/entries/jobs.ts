import { handler as runJob } from '../handlers/queue/run-job';
import { handler as sweepHolds } from '../handlers/schedule/sweep-holds';
import { jobsRouter } from '../router/jobs-router';

/** The jobs function: steps of jobs from the jobs queue, and the hold sweeper's scheduled event (routes.ts). */
export const handler = jobsRouter({
  'queue/run-job': runJob,
  'schedule/sweep-holds': sweepHolds,
});
