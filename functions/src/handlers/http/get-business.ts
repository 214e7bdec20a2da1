import { notFound } from '../../core/errors';
import { findUserById, toBusinessProfile } from '../../data/users';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';

const BUSINESS_ID = /^[1-9]\d{0,14}$/;

/** GET /api/businesses/{id}: the public profile of a business; a malformed id is as unknown as a missing one. */
export const handler = httpRoute({}, async (event) => {
  const raw = event.pathParameters?.id ?? '';
  const record = BUSINESS_ID.test(raw) ? await findUserById(Number(raw)) : null;
  if (!record) throw notFound('Business not found');
  return json(200, toBusinessProfile(record));
});
