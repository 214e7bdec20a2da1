import { RESET_PASSWORD_SUCCESS, resetPasswordSchema } from '@surplus/shared';
import { badRequest } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { redeemResetToken } from '../../data/users/reset-tokens';
import { httpRoute } from '../../middleware/http-api';
import { message } from '../../middleware/responses';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Set a new password with a reset token; every session of the user ends',
  tag: 'Session',
  ok: [200, 'messageResponse'],
  errors: [400],
};

/** POST /api/reset-password: single-use token; the new password ends every earlier session. */
export const handler = httpRoute({ doc, body: resetPasswordSchema }, async (_event, { body }) => {
  const redeemed = await redeemResetToken(body.token, await hashPassword(body.password));
  if (!redeemed) throw badRequest('This reset link is invalid or has expired. Please request a new one.');
  return message(200, RESET_PASSWORD_SUCCESS);
});
