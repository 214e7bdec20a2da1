import { registerSchema } from '@surplus/shared';
import { sessionCookies } from '../../lib/cookies';
import { hashPassword } from '../../lib/password';
import { createSession } from '../../data/users/sessions';
import { createUser, toPublicUser } from '../../data/users/users';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';

/** POST /api/register: creates the business account and signs it in. */
export const handler = httpRoute({ body: registerSchema }, async (_event, { body }) => {
  const { password, ...profile } = body;
  const user = await createUser({ ...profile, passwordHash: await hashPassword(password) });
  const token = await createSession(user.id);
  return json(201, toPublicUser(user), sessionCookies(token));
});
