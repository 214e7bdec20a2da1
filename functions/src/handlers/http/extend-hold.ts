import { holdExtendSchema } from '@surplus/shared';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { extendHold } from '../../use-cases/deal-holds';
import { forbiddenText, type RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Give an active hold more days (its seller), up to 60 days from its start; the buyer gets a notification and an e-mail',
  tag: 'Deals',
  ok: [200, 'holdResponse'],
  errors: [400, 401, 403, 404, 409],
  errorText: {
    403: forbiddenText('The caller is the buyer: only the seller can extend a hold'),
    404: 'No such hold, or one of others',
    409: 'The hold is no longer active ("This hold is <status>"), or it would run past 60 days from its start',
  },
};

/** POST /api/holds/{id}/extend: the seller gives the buyer more days. */
export const handler = httpRoute({ doc, auth: 'required', body: holdExtendSchema }, async (event, context) =>
  json(200, await extendHold(requireUser(context), event.pathParameters?.id ?? '', context.body.days)),
);
