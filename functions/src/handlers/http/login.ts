import { loginSchema } from '@surplus/shared';
import { clientIp } from '../../lib/client-ip';
import { sessionCookies } from '../../lib/cookies';
import { unauthorized } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/password';
import { assertLoginAllowed, recordFailedLogin } from '../../use-cases/rate-limits';
import { createSession } from '../../data/users/sessions';
import { findUserByUsername, toPublicUser } from '../../data/users/users';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Sign in: the user and a new session cookie',
  tag: 'Session',
  example: { username: 'harbor-doors', password: 'correct-horse-42' },
  ok: [200, 'userResponse'],
  errors: [400, 401],
};

/** POST /api/login: the user and a new session cookie; throttled per username and per address. */
export const handler = httpRoute({ doc, body: loginSchema }, async (event, { body }) => {
  const address = clientIp(event);
  await assertLoginAllowed(body.username, address);
  const user = await findUserByUsername(body.username);
  // An unknown username costs the same hash as a wrong password.
  const valid = await verifyPassword(body.password, user?.passwordHash ?? (await dummyPasswordHash()));
  // A closed account answers as an unknown one.
  if (!user || !valid || user.closedAt) {
    await recordFailedLogin(body.username, address);
    throw unauthorized('Invalid username or password');
  }
  const token = await createSession(user.id);
  return json(200, toPublicUser(user), sessionCookies(token));
});
