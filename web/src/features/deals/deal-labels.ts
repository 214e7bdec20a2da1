import { formatCents, type HoldStatus, type OfferStatus, type Transfer, type TransferStatus } from '@surplus/shared';
import { differenceInSeconds, format } from 'date-fns';
import { categoryUnitsLabel, countLabel, unitsLabel } from '../../lib/format';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * What is left until `expiresAt`, as a countdown: '6d 23h left', '5h 07m left', '4m 09s left'; 'Ending now' once it
 * has passed (the sweep ends an active hold within a minute or so, and the lists refetch then).
 */
export function countdownLabel(expiresAt: string, now: Date | number = Date.now()): string {
  const seconds = differenceInSeconds(new Date(expiresAt), now);
  if (!(seconds > 0)) return 'Ending now';
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days}d ${hours}h left`;
  if (hours > 0) return `${hours}h ${pad(minutes)}m left`;
  return `${minutes}m ${pad(seconds % 60)}s left`;
}

/**
 * How soon a countdown to `expiresAt` needs to change: every second in its last hour, else every 30 seconds; once
 * passed, every 15 seconds (each tick asks whether the hold has ended yet).
 */
export function countdownTick(expiresAt: string, now: number = Date.now()): number {
  const left = new Date(expiresAt).getTime() - now;
  if (left <= 0) return 15_000;
  return left < 3_600_000 ? 1000 : 30_000;
}

/** A moment as the deal screens write it: 'Nov 30, 2026, 5:00 PM' in the reader's time zone. */
export const dealDateLabel = (iso: string) => format(new Date(iso), 'MMM d, yyyy, h:mm a');

/** '3 units × $120 = $360'; free ones '3 units, free'. */
export function dealFigures({ quantity, unitPriceCents, totalCents }: { quantity: number; unitPriceCents: number; totalCents: number }): string {
  if (unitPriceCents === 0) return `${unitsLabel(quantity)}, free`;
  return `${unitsLabel(quantity)} × ${formatCents(unitPriceCents)} = ${formatCents(totalCents)}`;
}

export const totalLabel = (cents: number) => (cents === 0 ? 'Free' : formatCents(cents));

// Colours whose chip text passes WCAG AA contrast in this theme (MUI's info and warning do not).
type ChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'error';

export const OFFER_STATUS: Record<OfferStatus, { label: string; color: ChipColor }> = {
  open: { label: 'Open', color: 'primary' },
  accepted: { label: 'Accepted', color: 'success' },
  declined: { label: 'Declined', color: 'error' },
  withdrawn: { label: 'Withdrawn', color: 'default' },
  countered: { label: 'Countered', color: 'secondary' },
  expired: { label: 'Expired', color: 'default' },
};

export const HOLD_STATUS: Record<HoldStatus, { label: string; color: ChipColor }> = {
  active: { label: 'On hold', color: 'success' },
  released: { label: 'Released', color: 'default' },
  expired: { label: 'Expired', color: 'default' },
  'handed-over': { label: 'Handed over', color: 'primary' },
};

const TRANSFER_STATUS: Record<TransferStatus, { label: string; color: ChipColor }> = {
  'awaiting-confirmation': { label: 'Awaiting confirmation', color: 'primary' },
  confirmed: { label: 'Confirmed', color: 'success' },
  disputed: { label: 'Disputed', color: 'error' },
  cancelled: { label: 'Cancelled', color: 'default' },
  'self-reported': { label: 'Sold elsewhere', color: 'secondary' },
};

/** A transfer's chip: its status, a confirmed one told apart when the schedule confirmed it. */
export function transferStatus(transfer: Pick<Transfer, 'status' | 'autoConfirmed'>): { label: string; color: ChipColor } {
  if (transfer.status === 'confirmed' && transfer.autoConfirmed) return { label: 'Auto-confirmed', color: 'success' };
  return TRANSFER_STATUS[transfer.status];
}

/** What changed hands and what it kept out of landfill: '3 doors · 75 kg'. */
export const transferFigures = ({ category, quantity, kg }: Pick<Transfer, 'category' | 'quantity' | 'kg'>) =>
  `${categoryUnitsLabel(category, quantity)} · ${countLabel(kg)} kg`;
