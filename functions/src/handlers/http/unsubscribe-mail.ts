import { INQUIRY_MAIL_STOPPED, unsubscribeQuerySchema } from '@surplus/shared';
import { unsubscribeByToken } from '../../use-cases/inquiry-mail';
import { httpRoute } from '../../middleware/http-api';
import { parseQueryString } from '../../middleware/query-string';
import { message } from '../../middleware/responses';

/** GET /api/mail/unsubscribe?token=: the unsubscribe link of inquiry e-mails; in-app messages go on. */
export const handler = httpRoute({}, async (event) => {
  const { token } = parseQueryString(unsubscribeQuerySchema, event);
  await unsubscribeByToken(token);
  return message(200, INQUIRY_MAIL_STOPPED);
});
