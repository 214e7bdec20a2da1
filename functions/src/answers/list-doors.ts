import { categoryListAnswer } from './list-items';

/** GET /api/inventory/door: door listings, newest first unless sorted; one page when `limit` is given. */
export const answer = categoryListAnswer('door');
