import { profileUpdateSchema } from '@surplus/shared';
import { startRenameStep } from '../../data/business-renames';
import { listingFacingFields, toPublicUser, updateProfile } from '../../data/users';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';

/**
 * PUT /api/user: changes the caller's business name, e-mail, phone, location or ZIP. When a field the listings
 * copy changes, a rename job in the same transaction makes every listing follow (business-renames.ts).
 */
export const handler = httpRoute({ auth: 'required', body: profileUpdateSchema }, async (_event, context) => {
  const user = requireUser(context);
  const before = JSON.stringify(listingFacingFields(user));
  const updated = await updateProfile(user, context.body, (next) =>
    JSON.stringify(listingFacingFields(next)) === before ? [] : [startRenameStep(next.id, listingFacingFields(next))],
  );
  return json(200, toPublicUser(updated));
});
