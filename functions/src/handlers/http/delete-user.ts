import { ACCOUNT_DELETED, accountDeleteSchema, PASSWORD_WRONG } from '@surplus/shared';
import { startAccountDeletion } from '../../use-cases/account-closing';
import { clientIp } from '../../lib/client-ip';
import { clearedSessionCookies } from '../../lib/cookies';
import { confirmCurrentPassword } from '../../use-cases/current-password';
import { httpRoute } from '../../middleware/http-api';
import { message } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Close the account at once (every session ends, sign-in is refused) and queue the job that deletes everything stored about it (listings, images, saved, searches, notifications, its side of threads, import files); when it ends, the username and e-mail are free again',
  tag: 'Account',
  ok: [202, 'messageResponse', 'Closed; the deletion runs as a job'],
  errors: [400, 401],
};

/**
 * DELETE /api/user: with the password, closes the account at once (signed out everywhere, no sign-in from
 * now on) and answers 202; a job deletes everything stored about it, then frees the username and e-mail.
 */
export const handler = httpRoute({ doc, auth: 'required', body: accountDeleteSchema }, async (event, context) => {
  const user = requireUser(context);
  await confirmCurrentPassword(user, context.body.password, clientIp(event), PASSWORD_WRONG);
  await startAccountDeletion(user);
  return message(202, ACCOUNT_DELETED, clearedSessionCookies());
});
