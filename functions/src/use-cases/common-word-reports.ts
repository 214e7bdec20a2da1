import { enqueueJob } from '../aws/job-queue';
import { config } from '../lib/config';
import { logger } from '../lib/logger';

/** Words this instance has asked the jobs function to check, so each is sent once (the check is idempotent anyway). */
const reported = new Set<string>();
const REPORTED_MAX = 10_000;

/**
 * Sends query words with more postings than a read returns, though not common (data/search/item-search.ts), to the jobs
 * queue: the jobs function counts each (search/word-lines.ts makeCommonIfCounted) and makes it common if it is, so later
 * searches read its line. A prefix of several words is checked as the word it spells, and stays as it is when that
 * word is rare. The API's list, facets and suggest handlers give it to their searches (routes.ts `jobs: true`), so
 * the SQS client stays out of the other functions' bundles.
 */
export async function reportCommonWords(words: readonly string[]): Promise<void> {
  const fresh = words.filter((word) => !reported.has(word));
  if (fresh.length === 0) return;
  if (reported.size > REPORTED_MAX) reported.clear();
  for (const word of fresh) reported.add(word);
  try {
    await Promise.all(fresh.map(sendToJobs));
  } catch (error) {
    // The search answers all the same, through the list's index; a later instance reports the word again.
    logger.warn('Could not queue common word checks', { words: fresh, error: error as Error });
  }
}

async function sendToJobs(word: string): Promise<void> {
  if (config.hasJobsQueue) await enqueueJob({ kind: 'common-word', word });
}
