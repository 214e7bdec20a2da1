import type { Business } from '@surplus/shared';
import { listBusinesses } from '../data/users/business-directory';

/** GET /api/businesses: every business with a listing, by name, for the business filter and the By Business tab. */
export const answer = (): Promise<Business[]> => listBusinesses();
