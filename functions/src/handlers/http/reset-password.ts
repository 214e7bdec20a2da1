import { RESET_PASSWORD_SUCCESS, resetPasswordSchema } from '@surplus/shared';
import { badRequest } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { redeemResetToken } from '../../data/users/reset-tokens';
import { httpRoute } from '../../middleware/http-api';
import { message } from '../../middleware/responses';

/** POST /api/reset-password: single-use token; the new password ends every earlier session. */
export const handler = httpRoute({ body: resetPasswordSchema }, async (_event, { body }) => {
  const redeemed = await redeemResetToken(body.token, await hashPassword(body.password));
  if (!redeemed) throw badRequest('This reset link is invalid or has expired. Please request a new one.');
  return message(200, RESET_PASSWORD_SUCCESS);
});
