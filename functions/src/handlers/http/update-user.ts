import { profileUpdateSchema } from '@surplus/shared';
import { renameIfChanged } from '../../data/users/business-renames';
import { toPublicUser, updateProfile } from '../../data/users/users';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Change the business name, e-mail, phone or location; every listing follows within seconds',
  tag: 'Account',
  ok: [200, 'userResponse'],
  errors: [400, 401, 409],
};

/**
 * PUT /api/user: changes the caller's business name, e-mail, phone, location or ZIP. When a field the listings
 * copy changes, a rename job in the same transaction makes every listing follow (users/business-renames.ts).
 */
export const handler = httpRoute({ doc, auth: 'required', body: profileUpdateSchema }, async (_event, context) => {
  const user = requireUser(context);
  const updated = await updateProfile(user, context.body, renameIfChanged(user));
  return json(200, toPublicUser(updated));
});
