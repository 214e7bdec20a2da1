import { answerRequest } from '../../answers/answer';
import { answer as imageAnswer } from '../../answers/get-image';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'An uploaded image as base64',
  tag: 'Images',
  ok: [200, 'imageDataResponse'],
  errors: [404, 413],
};

/** GET /api/image/{path}: an uploaded image or one of its variants as base64 (`path` is what follows /uploads/). */
export const handler = httpRoute({ doc }, async (event, context) => json(200, await imageAnswer(answerRequest(event, context))));
