import { INQUIRY_MAIL_STOPPED, oneClickUnsubscribeSchema, unsubscribeQuerySchema } from '@surplus/shared';
import { readFormFields } from '../../lib/form-fields';
import { validate } from '../../lib/validate';
import { unsubscribeByToken } from '../../use-cases/inquiry-mail';
import { httpRoute } from '../../middleware/http-api';
import { parseQueryString } from '../../middleware/query-string';
import { message } from '../../middleware/responses';

/**
 * POST /api/mail/unsubscribe?token=: one-click unsubscribe (RFC 8058), the POST a mail client sends to the
 * List-Unsubscribe URL with the body `List-Unsubscribe=One-Click`. The signed token authorises it, so it takes no
 * CSRF token (routes.ts).
 */
export const handler = httpRoute({}, async (event) => {
  const { token } = parseQueryString(unsubscribeQuerySchema, event);
  validate(oneClickUnsubscribeSchema, await readFormFields(event));
  await unsubscribeByToken(token);
  return message(200, INQUIRY_MAIL_STOPPED);
});
