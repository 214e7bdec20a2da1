import type { JobMessage } from '../aws/job-queue';
import { makeCommonIfCounted } from '../data/search/word-lines';
import { continueAccountDeletion } from './account-deletion';
import { continueImport } from './import-job';

/** A queue message's body as a job message, or undefined when it is none. */
export function parseJobMessage(body: string): JobMessage | undefined {
  try {
    const message = JSON.parse(body) as Partial<JobMessage> | null;
    if (message?.kind === 'import' && typeof message.jobId === 'string') return { kind: 'import', jobId: message.jobId };
    if (message?.kind === 'delete-account' && Number.isSafeInteger(message.userId)) return { kind: 'delete-account', userId: message.userId as number };
    if (message?.kind === 'common-word' && typeof message.word === 'string') return { kind: 'common-word', word: message.word };
  } catch {
    // Not JSON: not a job.
  }
  return undefined;
}

/** Runs the next step of the job a message names; `lastDelivery` says SQS will not deliver it again if this step fails. */
export async function runJobStep(message: JobMessage, lastDelivery: boolean): Promise<void> {
  if (message.kind === 'import') await continueImport(message.jobId, lastDelivery);
  else if (message.kind === 'delete-account') await continueAccountDeletion(message.userId);
  else await makeCommonIfCounted(message.word);
}
