import { answerRequest } from '../../answers/answer';
import { listDoorsAnswer } from '../../answers/list-items';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { reportCommonWords } from '../../use-cases/common-word-reports';

/** GET /api/inventory/door: door listings, newest first unless sorted; one page when `limit` is given. */
export const handler = httpRoute({ auth: 'optional' }, async (event, context) => json(200, await listDoorsAnswer(answerRequest(event, context, reportCommonWords))));
