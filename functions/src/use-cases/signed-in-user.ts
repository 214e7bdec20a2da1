import { findSessionByHash, sessionHash } from '../data/users/sessions';
import { findUserById, type UserRecord } from '../data/users/users';

/**
 * The user a session belongs to, by the cookie's token or the stored hash of it; null for a missing or
 * expired session, for one older than the user's last password change, and for a closed account.
 */
export async function signedInUser(session: { token: string } | { hash: string }): Promise<UserRecord | null> {
  if ('token' in session && session.token.length > 100) return null;
  const found = await findSessionByHash('token' in session ? sessionHash(session.token) : session.hash);
  if (!found) return null;
  const user = await findUserById(found.userId);
  return user && !user.closedAt && found.createdAt >= user.passwordChangedAt ? user : null;
}
