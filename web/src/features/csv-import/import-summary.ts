import type { ImportJob } from '@surplus/shared';
import { countLabel as count } from '../../lib/format';

/** "Imported 2,400 listings: 2,100 new, 300 updated" (and how many were already as the file says). */
export function importSummary({ created, updated, unchanged }: Pick<ImportJob, 'created' | 'updated' | 'unchanged'>): string {
  const listings = created + updated + unchanged;
  const same = unchanged > 0 ? `, ${count(unchanged)} unchanged` : '';
  return `Imported ${count(listings)} ${listings === 1 ? 'listing' : 'listings'}: ${count(created)} new, ${count(updated)} updated${same}`;
}
