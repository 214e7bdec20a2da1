import { INQUIRY_MAIL_STOPPED, unsubscribeQuerySchema } from '@surplus/shared';
import { badRequest } from '../../lib/errors';
import { userOfUnsubscribeToken } from '../../use-cases/inquiry-mail';
import { findUserById, stopInquiryMail } from '../../data/users';
import { httpRoute } from '../../middleware/http-api';
import { parseQueryString } from '../../middleware/query-string';
import { message } from '../../middleware/responses';

/** GET /api/mail/unsubscribe?token=: the one-click link of inquiry e-mails; in-app messages go on. */
export const handler = httpRoute({}, async (event) => {
  const { token } = parseQueryString(unsubscribeQuerySchema, event);
  const userId = await userOfUnsubscribeToken(token);
  if (userId === null || !(await findUserById(userId))) throw badRequest('This unsubscribe link is not valid');
  await stopInquiryMail(userId);
  return message(200, INQUIRY_MAIL_STOPPED);
});
