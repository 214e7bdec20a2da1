/**
 * Deals: what a listing asks (its price), offers inside an inquiry thread, and holds that reserve quantity.
 * Amounts are whole US cents everywhere; only the CSV file and the screens write dollars.
 */
export const PRICE_MODES = ['fixed', 'negotiable', 'on-request', 'free'] as const;
export type PriceMode = (typeof PRICE_MODES)[number];
/** A listing stored before prices existed asks for offers. */
export const DEFAULT_PRICE_MODE: PriceMode = 'on-request';
export const CURRENCY = 'USD';
/** Modes that carry a unit price. */
export const PRICED_MODES: readonly PriceMode[] = ['fixed', 'negotiable'];
export const isPriced = (mode: PriceMode | undefined) => mode === 'fixed' || mode === 'negotiable';

export const DEAL_LIMITS = {
  unitPriceCentsMin: 1,
  unitPriceCentsMax: 100_000_000,
  offerHoursMin: 1,
  offerHoursMax: 336,
  offerHoursDefault: 72,
  offerMessageMax: 1000,
  holdDaysDefault: 7,
  extendDaysMin: 1,
  extendDaysMax: 30,
  /** A hold never runs longer than this from its start, extensions included. */
  holdDaysMax: 60,
  /** A hold's parties are told once when it ends within this many hours. */
  expiringWarningHours: 24,
} as const;

export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'withdrawn', 'countered', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** `handed-over`: the seller handed over some or all of it (a transfer, transfers.ts); the rest went back. */
export const HOLD_STATUSES = ['active', 'released', 'expired', 'handed-over'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];
export type DealRole = 'buyer' | 'seller';

export interface DealParty {
  id: number | null;
  businessName: string;
}

/** What a deal notification tells its user. */
export const DEAL_EVENTS = [
  'offer_received', 'offer_countered', 'offer_accepted', 'offer_declined', 'offer_withdrawn',
  'hold_made', 'hold_released', 'hold_extended', 'hold_expiring', 'hold_expired',
  'handed_over', 'transfer_confirmed', 'transfer_auto_confirmed', 'transfer_disputed', 'transfer_cancelled', 'review_published',
] as const;
export type DealEvent = (typeof DEAL_EVENTS)[number];

/** An offer in an inquiry thread (POST /api/inquiries/{id}/offers). */
export interface Offer {
  id: string;
  threadId: string;
  itemId: number;
  by: DealRole;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  status: OfferStatus;
  message?: string;
  createdAt: string;
  expiresAt: string;
}

/** Quantity of a listing reserved for one buyer until `expiresAt`. */
export interface Hold {
  id: string;
  itemId: number;
  itemName: string;
  threadId: string;
  buyer: DealParty;
  seller: DealParty;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  status: HoldStatus;
  createdAt: string;
  expiresAt: string;
}

/** GET /api/holds: newest first. */
export interface HoldPage {
  items: Hold[];
  nextCursor: string | null;
}

/** Messages of the deal rules (the API's 409s and the screens say the same). */
export const DEAL_MESSAGES = {
  noPrice: 'Make an offer: this listing has no price',
  ownListing: 'You cannot reserve or make an offer on your own listing',
  ownOfferOpen: 'You already have an open offer in this conversation: withdraw it first',
  onlyAvailable: (available: number) => `Only ${available} available`,
  offerIs: (status: OfferStatus) => `This offer is ${status}`,
  holdIs: (status: HoldStatus) => `This hold is ${status}`,
  holdTooLong: `A hold can run at most ${DEAL_LIMITS.holdDaysMax} days from its start`,
  quantityBelowHeld: (held: number) => `${held} are on hold: quantity must be at least ${held}`,
  deleteHeld: (held: number) => `${held} are on hold: release the holds before deleting this listing`,
  offerNotFound: 'Offer not found',
  holdNotFound: 'Hold not found',
  notYourOffer: 'Only the other party can accept or decline this offer',
  notYourWithdraw: 'Only the party that made this offer can withdraw it',
  sellerExtends: 'Only the seller can extend a hold',
  priceOnlyPriced: 'unitPriceCents is only for fixed and negotiable prices',
  priceRequired: 'unitPriceCents is required for fixed and negotiable prices',
} as const;

const thousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Whole dollars without cents, else two decimals: `$120`, `$120.50`, `$1,250`. Written out rather than through
 * toLocaleString, whose first call loads the browser's number formats in a long task while a page hydrates.
 */
export function formatCents(cents: number): string {
  const whole = thousands(String(Math.floor(cents / 100)));
  const rest = cents % 100;
  return rest === 0 ? `$${whole}` : `$${whole}.${String(rest).padStart(2, '0')}`;
}

/** What a listing asks, as cards, rows and the listing page show it. */
export function priceLabel(item: { priceMode?: PriceMode; unitPriceCents?: number }): string {
  const mode = item.priceMode ?? DEFAULT_PRICE_MODE;
  if (mode === 'free') return 'Free';
  if (mode === 'on-request' || item.unitPriceCents === undefined) return 'Make an offer';
  return `${formatCents(item.unitPriceCents)} each${mode === 'negotiable' ? ' or offer' : ''}`;
}

/**
 * Dollars as the CSV file writes them (`120`, `120.5`, `120.50`) to whole cents; null for anything else.
 * Read from the text, never through a float.
 */
export function centsOfDollars(text: string): number | null {
  const match = /^\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the CSV export writes them: `120`, `120.50`. */
export const dollarsOfCents = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
