import { format } from 'date-fns';
import { useHydrated } from '../hooks/use-hydrated';
import { lastUpdatedLabel, utcDateLabel } from '../lib/date-labels';

/**
 * A date in the reader's own clock and time zone: the server's UTC label until the page is hydrated, then the
 * reader's. Only this text renders again when it switches, not the list around it.
 */
export function LocalDate({ iso, style = 'updated' }: { iso: string | undefined; style?: 'updated' | 'month' }) {
  const hydrated = useHydrated();
  if (!hydrated) return utcDateLabel(iso, style === 'month' ? 'month' : 'day');
  if (style === 'updated') return lastUpdatedLabel(iso);
  return iso ? format(new Date(iso), 'MMMM yyyy') : 'N/A';
}
