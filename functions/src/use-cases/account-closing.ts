import { enqueueJob } from '../aws/job-queue';
import { closeAccount, type UserRecord } from '../data/users/users';

/**
 * Closes the account at once (no sign-in, no session from now on) and queues the job that deletes everything
 * stored about it (account-deletion.ts, on the jobs function: the account function bundles none of it).
 */
export async function startAccountDeletion(user: UserRecord): Promise<void> {
  await closeAccount(user.id);
  await enqueueJob({ kind: 'delete-account', userId: user.id });
}
