/** The jobs function: steps of imports and account deletions from the jobs queue (one handler, no routing). */
export { handler } from '../handlers/queue/run-job';
