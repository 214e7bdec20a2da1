import { answerRequest } from '../../answers/answer';
import { imageAnswer } from '../../answers/image';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';

/** GET /api/image/{path}: an uploaded image or one of its variants as base64 (`path` is what follows /uploads/). */
export const handler = httpRoute({}, async (event, context) => json(200, await imageAnswer(answerRequest(event, context))));
