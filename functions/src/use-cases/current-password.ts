import { badRequest } from '../lib/errors';
import { verifyPassword } from '../lib/password';
import type { UserRecord } from '../data/users/users';
import { assertLoginAllowed, recordFailedLogin } from './rate-limits';

/**
 * The signed-in user's password asked again before a change to the account (a new password, its deletion). It is
 * throttled as a sign-in is, and a wrong one counts as a failed sign-in, then answers 400 with `wrongMessage`.
 */
export async function confirmCurrentPassword(user: UserRecord, password: string, address: string, wrongMessage: string): Promise<void> {
  await assertLoginAllowed(user.username, address);
  if (!(await verifyPassword(password, user.passwordHash))) {
    await recordFailedLogin(user.username, address);
    throw badRequest(wrongMessage);
  }
}
