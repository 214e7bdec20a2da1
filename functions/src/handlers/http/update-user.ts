import { profileUpdateSchema } from '@surplus/shared';
import { renameIfChanged } from '../../data/users/business-renames';
import { toPublicUser, updateProfile } from '../../data/users/users';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';

/**
 * PUT /api/user: changes the caller's business name, e-mail, phone, location or ZIP. When a field the listings
 * copy changes, a rename job in the same transaction makes every listing follow (users/business-renames.ts).
 */
export const handler = httpRoute({ auth: 'required', body: profileUpdateSchema }, async (_event, context) => {
  const user = requireUser(context);
  const updated = await updateProfile(user, context.body, renameIfChanged(user));
  return json(200, toPublicUser(updated));
});
