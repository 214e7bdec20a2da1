import { CURRENT_PASSWORD_WRONG, PASSWORD_CHANGED, passwordChangeSchema } from '@surplus/shared';
import { clientIp } from '../../lib/client-ip';
import { hashPassword } from '../../lib/password';
import { confirmCurrentPassword } from '../../use-cases/current-password';
import { endOtherSessions, findSessionByHash, sessionHash } from '../../data/users/sessions';
import { writeTransaction } from '../../data/table/transactions';
import { setPasswordStep } from '../../data/users/users';
import { httpRoute } from '../../middleware/http-api';
import { message } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Change the password: other sessions end, this one stays; a wrong current password counts as a failed sign-in',
  tag: 'Account',
  ok: [200, 'messageResponse'],
  errors: [400, 401],
};

/**
 * POST /api/user/password: a wrong current password counts as a failed sign-in. On success every other
 * session ends and this one stays: sessions older than this one die with the password change (as after a
 * reset), and the rest are deleted through the user's session index.
 */
export const handler = httpRoute({ doc, auth: 'required', body: passwordChangeSchema }, async (event, context) => {
  const user = requireUser(context);
  await confirmCurrentPassword(user, context.body.currentPassword, clientIp(event), CURRENT_PASSWORD_WRONG);
  const token = context.sessionToken as string;
  const session = await findSessionByHash(sessionHash(token));
  await writeTransaction([setPasswordStep(user.id, await hashPassword(context.body.newPassword), session?.createdAt)]);
  await endOtherSessions(user.id, token);
  return message(200, PASSWORD_CHANGED);
});
