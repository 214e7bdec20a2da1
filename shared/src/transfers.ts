import { WASTE_KG_PER_UNIT } from './listing-rules';
import type { Category } from './listing-rules';
import type { DealParty, DealRole } from './deals';

/**
 * Handover and the impact ledger: a transfer records units of a listing that changed hands. The seller hands
 * over (part of) a hold, the buyer confirms it (or says nothing and it confirms itself), and only then do its
 * kilograms count as kept out of landfill. A sale made elsewhere is recorded by the seller as self-reported.
 */
export const TRANSFER_STATUSES = ['awaiting-confirmation', 'confirmed', 'disputed', 'cancelled', 'self-reported'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export const TRANSFER_LIMITS = {
  /** A transfer the buyer leaves alone confirms itself this many days after handover (a stage setting). */
  confirmDaysDefault: 14,
  /** Each side may review a confirmed transfer within this many days of its confirmation. */
  reviewDays: 14,
  noteMax: 500,
  disputeMessageMax: 1000,
  buyerNameMax: 100,
  reviewCommentMax: 1000,
  replyMax: 1000,
  /** The months the impact figures cover, this one included. */
  impactMonths: 24,
} as const;

/** Kilograms kept out of landfill per unit, fixed on a transfer when it is made and never recomputed. */
export const kgPerUnitOf = (category: Category) => WASTE_KG_PER_UNIT[category];

/** Units of a listing that changed hands. `holdId` and `confirmBy` are null on a self-reported transfer. */
export interface Transfer {
  id: string;
  holdId: string | null;
  threadId: string | null;
  itemId: number;
  itemName: string;
  category: Category;
  seller: DealParty;
  buyer: DealParty;
  quantity: number;
  /** The hold's unit price (0 for a self-reported sale). */
  unitPriceCents: number;
  kgPerUnit: number;
  kg: number;
  status: TransferStatus;
  handedOverAt: string;
  confirmBy: string | null;
  confirmedAt?: string;
  /** Confirmed by the schedule, CONFIRM days after handover, because the buyer did not answer. */
  autoConfirmed?: boolean;
  note?: string;
  disputeMessage?: string;
  cancelledAt?: string;
  /** Until when the parties may review it (a confirmed transfer only). */
  reviewBy?: string;
  /** The sides that have reviewed it (their reviews stay hidden until both have, or the window closes). */
  reviewedBy: DealRole[];
}

/** GET /api/transfers: the caller's, newest first. */
export interface TransferPage {
  items: Transfer[];
  nextCursor: string | null;
}

export interface ImpactMonth {
  /** `YYYY-MM` (UTC). */
  month: string;
  /** Sold and confirmed by its buyer (or confirmed by the schedule). */
  confirmedKg: number;
  /** Sold elsewhere, as the seller reported it. */
  selfReportedKg: number;
  /** Received as a buyer, confirmed. */
  receivedKg: number;
}

/** GET /api/businesses/{id}/impact: what the business's ledger lines add up to; `byMonth` oldest first, 24 months. */
export interface BusinessImpact {
  businessId: number;
  asSeller: { confirmedKg: number; selfReportedKg: number; doors: number; parts: number; transfers: number };
  asBuyer: { confirmedKg: number; doors: number; parts: number; transfers: number };
  byMonth: ImpactMonth[];
}

/** GET /api/impact: the whole marketplace. `listedKg` is the estimate of what is listed now (not yet reused). */
export interface MarketplaceImpact {
  confirmedKg: number;
  selfReportedKg: number;
  transfers: number;
  /** Businesses with at least one ledger line, as seller or buyer. */
  businesses: number;
  listedKg: number;
  byMonth: Omit<ImpactMonth, 'receivedKg'>[];
}

/** A published review of a business (GET /api/businesses/{id}/reviews); `role` is the reviewer's side. */
export interface Review {
  id: string;
  transferId: string;
  rating: number;
  comment?: string;
  from: DealParty;
  role: DealRole;
  createdAt: string;
  /** When it became public: both sides reviewed, or the window closed; absent while it waits. */
  publishedAt?: string;
  reply?: { text: string; createdAt: string };
}

export interface ReviewPage {
  /** Over every published review of the business, to one decimal; null before the first. */
  average: number | null;
  count: number;
  items: Review[];
  nextCursor: string | null;
}

/** Messages of the handover rules (the API's 4xx answers and the screens say the same). */
export const TRANSFER_MESSAGES = {
  transferNotFound: 'Transfer not found',
  reviewNotFound: 'Review not found',
  transferIs: (status: TransferStatus) => `This transfer is ${status}`,
  sellerHandsOver: 'Only the seller can hand over a hold',
  handoverTooMany: (held: number) => `At most the ${held} on hold can be handed over`,
  buyerConfirms: 'Only the buyer can confirm receipt',
  buyerDisputes: 'Only the buyer can report a problem with a transfer',
  sellerCancels: 'Only the seller can cancel a transfer',
  sellerRecords: 'You can only record sales of your own listings',
  reviewOnlyConfirmed: 'Only a confirmed transfer can be reviewed',
  reviewedAlready: 'You have already reviewed this transfer',
  reviewWindowClosed: `Reviews close ${TRANSFER_LIMITS.reviewDays} days after confirmation`,
  notYourReview: 'Only the reviewed business can reply',
  repliedAlready: 'You have already replied to this review',
  allTransferred: 'All of this listing has been transferred',
} as const;
