import { format, isSameDay, subDays, type Month } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';

/** 'Today, h:mm a', 'Yesterday, h:mm a' or 'MMM d, yyyy'; 'N/A' without a valid date. */
export function lastUpdatedLabel(iso: string | undefined, now: Date = new Date()): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  if (isSameDay(date, now)) return `Today, ${format(date, 'h:mm a')}`;
  if (isSameDay(date, subDays(now, 1))) return `Yesterday, ${format(date, 'h:mm a')}`;
  return format(date, 'MMM d, yyyy');
}

/**
 * The date of `iso` in UTC, 'MMM d, yyyy' ('MMMM yyyy' with `month`): what server-rendered markup shows until the
 * browser takes over with the reader's own clock (see useHydrated).
 */
export function utcDateLabel(iso: string | undefined, style: 'day' | 'month' = 'day'): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return 'N/A';
  // Not toLocaleDateString: its first call in a page loads the browser's date formats, a long task on a phone.
  const month = enUS.localize.month(date.getUTCMonth() as Month, { width: style === 'day' ? 'abbreviated' : 'wide' });
  return style === 'day' ? `${month} ${date.getUTCDate()}, ${date.getUTCFullYear()}` : `${month} ${date.getUTCFullYear()}`;
}
