import { enqueueJob } from '../aws/job-queue';
import { sendCommonWordsTo } from '../data/common-word-reports';
import { config } from '../lib/config';

/** Searches of this function send the words they find common to the jobs queue (routes.ts `jobs: true`). */
export function reportCommonWordsToJobs(): void {
  sendCommonWordsTo(async (word) => {
    if (config.hasJobsQueue) await enqueueJob({ kind: 'common-word', word });
  });
}
