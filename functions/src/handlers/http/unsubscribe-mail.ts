import { INQUIRY_MAIL_STOPPED, unsubscribeQuerySchema } from '@surplus/shared';
import { unsubscribeByToken } from '../../use-cases/inquiry-mail';
import { httpRoute } from '../../middleware/http-api';
import { parseQueryString } from '../../middleware/query-string';
import { message } from '../../middleware/responses';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'The one-click unsubscribe link of inquiry e-mails (signed token); in-app messages go on',
  tag: 'Inquiries',
  ok: [200, 'messageResponse'],
  errors: [400],
};

/** GET /api/mail/unsubscribe?token=: the unsubscribe link of inquiry e-mails; in-app messages go on. */
export const handler = httpRoute({ doc, query: unsubscribeQuerySchema }, async (event) => {
  const { token } = parseQueryString(unsubscribeQuerySchema, event);
  await unsubscribeByToken(token);
  return message(200, INQUIRY_MAIL_STOPPED);
});
