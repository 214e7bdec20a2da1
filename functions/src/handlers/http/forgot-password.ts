import { FORGOT_PASSWORD_MESSAGE, forgotPasswordSchema } from '@surplus/shared';
import { setTimeout as sleep } from 'node:timers/promises';
import { clientIp } from '../../lib/client-ip';
import { siteUrl } from '../../lib/app-url';
import { sendMail } from '../../aws/mail';
import { countResetRequest } from '../../use-cases/rate-limits';
import { createResetToken } from '../../data/users/reset-tokens';
import { findUserByEmail } from '../../data/users/users';
import { httpRoute } from '../../middleware/http-api';
import { message } from '../../middleware/responses';
import type { RouteDoc } from '../../middleware/route-doc';

/** Every answer takes at least this long, so timing does not tell whether the e-mail is registered. */
const MIN_ANSWER_MS = 600;

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'E-mail a password-reset link (the same answer whether or not the address exists)',
  tag: 'Session',
  ok: [200, 'messageResponse'],
  errors: [400],
};

/** POST /api/forgot-password: the same answer for known and unknown e-mails; known ones get a one-hour link. */
export const handler = httpRoute({ doc, body: forgotPasswordSchema }, async (event, { body }) => {
  const started = Date.now();
  await countResetRequest(body.email, clientIp(event));
  const user = await findUserByEmail(body.email);
  if (user && !user.closedAt) {
    const token = await createResetToken(user.id);
    const link = `${await siteUrl()}/reset-password?token=${encodeURIComponent(token)}`;
    await sendMail(
      user.email,
      'Reset your Surplus Doors password',
      `Hello ${user.businessName},\n\nSomeone asked to reset the password of your account "${user.username}".\n` +
        `Open this link within one hour to choose a new password:\n\n${link}\n\n` +
        'If it was not you, ignore this e-mail: your password stays as it is.\n',
    );
  }
  await sleep(Math.max(0, MIN_ANSWER_MS - (Date.now() - started)));
  return message(200, FORGOT_PASSWORD_MESSAGE);
});
