import { answerRequest } from '../../answers/answer';
import { itemAnswer } from '../../answers/item';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';

/** GET /api/inventory/item/{id}: one listing with its business fields (and `saved` for a signed-in caller). */
export const handler = httpRoute({ auth: 'optional' }, async (event, context) => json(200, await itemAnswer(answerRequest(event, context))));
