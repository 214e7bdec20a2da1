import { useState } from 'react';
import { useUser } from '../../api/get-user';

/**
 * A number that grows each time the signed-in user changes (sign-in, sign-out, another account). The
 * server reads the session cookie once, when the socket connects: a socket opened before the change
 * keeps the old identity, so a new number means a new socket. The first answer of /api/user changes
 * nothing: the socket opened while it loaded already sent the cookie it describes.
 */
export function useSocketSession(): number {
  const { data: user } = useUser();
  const userId = user === undefined ? undefined : (user?.id ?? null);
  const [session, setSession] = useState({ userId, generation: 0 });
  if (userId !== undefined && userId !== session.userId) {
    setSession({ userId, generation: session.userId === undefined ? session.generation : session.generation + 1 });
  }
  return session.generation;
}
