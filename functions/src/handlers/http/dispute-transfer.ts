import { disputeSchema } from '@surplus/shared';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { disputeTransfer } from '../../use-cases/transfers';
import { forbiddenText, type RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Report a problem with a transfer awaiting confirmation (its buyer): it no longer confirms itself; the buyer may still confirm it, the seller cancel it. The seller gets a notification and an e-mail',
  tag: 'Deals',
  ok: [200, 'transferResponse', 'The transfer, disputed'],
  errors: [400, 401, 403, 404, 409],
  errorText: {
    403: forbiddenText('The caller is the seller ("Only the buyer can report a problem with a transfer")'),
    404: 'No such transfer, or one of others ("Transfer not found")',
    409: 'The transfer is not awaiting confirmation ("This transfer is <status>")',
  },
};

/** POST /api/transfers/{id}/dispute: the buyer reports a problem; the seller is told. */
export const handler = httpRoute({ doc, auth: 'required', body: disputeSchema }, async (event, context) =>
  json(200, await disputeTransfer(requireUser(context), event.pathParameters?.id ?? '', context.body.message)),
);
