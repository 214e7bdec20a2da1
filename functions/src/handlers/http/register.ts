import { registerSchema } from '@surplus/shared';
import { sessionCookies } from '../../lib/cookies';
import { hashPassword } from '../../lib/password';
import { createSession } from '../../data/users/sessions';
import { createUser, toPublicUser } from '../../data/users/users';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Register a business and sign it in',
  tag: 'Session',
  example: {
    username: 'harbor-doors',
    password: 'correct-horse-42',
    businessName: 'Harbor Door Supply',
    email: 'sales@example.com',
    phone: '(813) 555-0142',
    location: 'Tampa, FL',
    zip: '33602',
  },
  ok: [201, 'userResponse'],
  errors: [400, 409],
};

/** POST /api/register: creates the business account and signs it in. */
export const handler = httpRoute({ doc, body: registerSchema }, async (_event, { body }) => {
  const { password, ...profile } = body;
  const user = await createUser({ ...profile, passwordHash: await hashPassword(password) });
  const token = await createSession(user.id);
  return json(201, toPublicUser(user), sessionCookies(token));
});
