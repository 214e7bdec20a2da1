import { FIT_SEARCH, formatCents, NEAR_SEARCH, type ListFilters, type PriceMode } from '@surplus/shared';
import { shortFeet, sizeLabel, specWord } from './spec-line';

const words = (values: readonly string[] | undefined) => values?.map(specWord).join(' or ');

const PRICE_WORDS: Record<PriceMode, string> = { fixed: 'fixed price', negotiable: 'negotiable', 'on-request': 'price on request', free: 'free' };

function rangeLabel(name: string, min: number | undefined, max: number | undefined): string | null {
  if (min !== undefined && max !== undefined) return `${name} ${shortFeet(min)} to ${shortFeet(max)}`;
  if (min !== undefined) return `${name} from ${shortFeet(min)}`;
  if (max !== undefined) return `${name} up to ${shortFeet(max)}`;
  return null;
}

/**
 * The filters as a reader says them: "fits 12' x 14' · sectional · steel · insulated · within 100 mi of Dallas, TX ·
 * free · up to $120 · available now". The tolerance and radius are named only when they are not the defaults. Empty
 * without filters.
 */
export function filterSummary(filters: ListFilters): string {
  const fit = filters.fitW !== undefined && filters.fitH !== undefined ? `fits ${sizeLabel(filters.fitW, filters.fitH)}` : null;
  const tolerance = fit && filters.fitTol !== undefined && filters.fitTol !== FIT_SEARCH.tolDefault ? ` ± ${filters.fitTol}"` : '';
  const radius = filters.radiusMi ?? NEAR_SEARCH.radiusDefaultMi;
  return [
    fit && `${fit}${tolerance}`,
    rangeLabel('width', filters.minW, filters.maxW),
    rangeLabel('height', filters.minH, filters.maxH),
    words(filters.doorType),
    words(filters.partType),
    words(filters.material),
    filters.insulated ? 'insulated' : null,
    filters.near ? `within ${radius} mi of ${filters.near}` : null,
    filters.priceMode?.map((mode) => PRICE_WORDS[mode]).join(' or '),
    filters.maxUnitPriceCents !== undefined ? `up to ${formatCents(filters.maxUnitPriceCents)}` : null,
    filters.available ? 'available now' : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
