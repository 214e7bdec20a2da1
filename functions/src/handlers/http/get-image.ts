import { imageData } from '../../core/image-data';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';

/** GET /api/image/{path}: an uploaded image or one of its variants as base64 (`path` is what follows /uploads/). */
export const handler = httpRoute({}, async (event) => json(200, await imageData(event.pathParameters?.path ?? '')));
