import { badRequest } from '../../lib/errors';

/**
 * Cursor of the newest-first lists of one user (saved listings, notifications): the sort key of the last
 * entry answered. The partition comes from the session, so a cursor cannot reach another user's list.
 */
/** The sort key of a list ordered by time: `<ISO date-time>#<16-character id>` (holds, transfers, an inbox by activity). */
export const TIME_ID_SORT_KEY = /^\d{4}-\d\d-\d\dT[\d:.]+Z#[A-Za-z0-9_-]{16}$/;

export const encodeSortKeyCursor = (sortKey: string) => Buffer.from(sortKey).toString('base64url');

export function decodeSortKeyCursor(cursor: string, shape: RegExp): string {
  const sortKey = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!shape.test(sortKey)) throw badRequest('cursor: Invalid cursor');
  return sortKey;
}
