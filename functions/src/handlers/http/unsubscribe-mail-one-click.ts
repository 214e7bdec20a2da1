import { INQUIRY_MAIL_STOPPED, oneClickUnsubscribeSchema, unsubscribeQuerySchema } from '@surplus/shared';
import { readFormFields } from '../../lib/form-fields';
import { validate } from '../../lib/validate';
import { unsubscribeByToken } from '../../use-cases/inquiry-mail';
import { httpRoute } from '../../middleware/http-api';
import { parseQueryString } from '../../middleware/query-string';
import { message } from '../../middleware/responses';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'One-click unsubscribe (RFC 8058) as mail clients post it to the List-Unsubscribe URL; no CSRF token, the signed token authorises it',
  tag: 'Inquiries',
  bodies: [{ contentType: 'application/x-www-form-urlencoded', schema: oneClickUnsubscribeSchema }],
  ok: [200, 'messageResponse'],
  errors: [400, 415],
};

/**
 * POST /api/mail/unsubscribe?token=: one-click unsubscribe (RFC 8058), the POST a mail client sends to the
 * List-Unsubscribe URL with the body `List-Unsubscribe=One-Click`. The signed token authorises it, so it takes no
 * CSRF token.
 */
export const handler = httpRoute(
  {
    doc,
    query: unsubscribeQuerySchema,
    csrfExempt: 'One-click unsubscribe (RFC 8058): a mail client posts it without cookies; the signed token in the URL authorises it.',
  },
  async (event) => {
    const { token } = parseQueryString(unsubscribeQuerySchema, event);
    validate(oneClickUnsubscribeSchema, await readFormFields(event));
    await unsubscribeByToken(token);
    return message(200, INQUIRY_MAIL_STOPPED);
  },
);
