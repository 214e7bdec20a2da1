import { handoverSchema } from '@surplus/shared';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { handOver } from '../../use-cases/transfers';
import { forbiddenText, type RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Hand over units of an active hold (its seller): a transfer of `quantity` (at most the held quantity) awaiting the buyer\'s confirmation. The hold becomes handed-over, the units handed over leave the listing (its transferredQuantity) and the rest of the hold is available again. Left alone, it confirms itself the stage\'s confirmDays after handover (14 unless set). The buyer gets a notification and an e-mail',
  tag: 'Deals',
  example: { quantity: 1, note: 'Loaded onto the buyer\'s truck at our dock' },
  ok: [201, 'transferResponse', 'The transfer, awaiting confirmation'],
  errors: [400, 401, 403, 404, 409],
  errorText: {
    403: forbiddenText('The caller is the buyer ("Only the seller can hand over a hold")'),
    404: 'No such hold, or one of others; or its listing is gone',
    409: 'The hold is no longer active ("This hold is <status>"), or more than it holds ("At most the N on hold can be handed over")',
  },
};

/** POST /api/holds/{id}/handover: the seller hands over (part of) an active hold; the rest goes back on the listing. */
export const handler = httpRoute({ doc, auth: 'required', body: handoverSchema }, async (event, context) =>
  json(201, await handOver(requireUser(context), event.pathParameters?.id ?? '', context.body)),
);
