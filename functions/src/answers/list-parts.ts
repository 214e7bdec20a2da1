import { categoryListAnswer } from './list-items';

/** GET /api/inventory/part: part listings, newest first unless sorted; one page when `limit` is given. */
export const answer = categoryListAnswer('part');
