import { inParallel } from '../table/batch-write';
import { renameIfChanged } from './business-renames';
import { allUserIds } from './business-directory';
import { findUserById, placeOf, updateProfile } from './users';

export interface PlacesSummary {
  businesses: number;
  moved: number;
}

/**
 * Geocodes every business's ZIP or location again and, where its point differs from the stored one, saves the
 * profile as PUT /api/user does: the point and its owners-near entry move, and a rename job moves the points of
 * its listings. The backfill for businesses registered before points existed (or after a gazetteer update);
 * safe to run again.
 */
export async function placeBusinesses(log: (line: string) => void): Promise<PlacesSummary> {
  const ids = await allUserIds();
  log(`placing ${ids.length} businesses`);
  let moved = 0;
  await inParallel(ids, async (userId) => {
    const user = await findUserById(userId);
    if (!user) return;
    const point = placeOf(user);
    if (point?.lat === user.lat && point?.lon === user.lon) return;
    await updateProfile(user, {}, renameIfChanged(user));
    moved++;
  });
  return { businesses: ids.length, moved };
}
