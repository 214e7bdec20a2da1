import { ApiError, type BusinessImpact, type BusinessProfile, type ImageDataResponse, type InventoryItem, type InventoryStats, type ItemPage, type MarketplaceImpact } from '@surplus/shared';
import type { ServerApi } from '../src/ssr/render-page';

/**
 * A small marketplace for build/write-mui-styles.tsx to render the public pages with: one door and one part with
 * every field a page shows, their business and its figures. Its answers only need to reach every component the
 * pages draw; the pages' real data never changes which of MUI's styles they use.
 */
const UPDATED = '2026-11-02T10:00:00.000Z';

const door: InventoryItem = {
  id: 1,
  userId: 7,
  name: "12' x 14' insulated sectional door",
  itemId: 'D-1',
  description: 'White steel, with its tracks and springs.',
  category: 'door',
  quantity: 3,
  businessName: 'Harbor Industrial Surplus',
  businessLocation: 'Dallas, TX',
  businessContact: 'sales@example.com',
  imageUrl: '/uploads/sample/door.jpg',
  lastUpdated: UPDATED,
  createdAt: UPDATED,
  lat: 32.78,
  lon: -96.8,
  distanceMi: 12.5,
  doorType: 'sectional',
  widthIn: 144,
  heightIn: 168,
  material: 'steel',
  insulated: true,
  rValue: 12,
  color: 'White',
  windRated: true,
  priceMode: 'fixed',
  unitPriceCents: 125000,
  currency: 'USD',
  heldQuantity: 1,
  availableQuantity: 2,
  transferredQuantity: 0,
};

const part: InventoryItem = {
  ...door,
  id: 2,
  name: 'Bottom seal, 12 ft',
  itemId: 'P-2',
  category: 'part',
  imageUrl: undefined,
  doorType: undefined,
  widthIn: undefined,
  heightIn: undefined,
  insulated: undefined,
  rValue: undefined,
  windRated: undefined,
  partType: 'weatherseal',
  fitsWidthIn: 144,
  priceMode: 'free',
  unitPriceCents: undefined,
  heldQuantity: 0,
  availableQuantity: 3,
};

const business: BusinessProfile = {
  id: door.userId,
  businessName: door.businessName,
  location: door.businessLocation,
  memberSince: UPDATED,
  itemCount: 2,
  doors: 1,
  parts: 1,
  wasteKg: 310,
};

const byMonth = [
  { month: '2026-10', confirmedKg: 120, selfReportedKg: 40, receivedKg: 30 },
  { month: '2026-11', confirmedKg: 200, selfReportedKg: 0, receivedKg: 0 },
];

const stats: InventoryStats = { totalDoors: 1, totalParts: 1, totalBusinesses: 1, myInventory: 0 };
const marketplaceImpact: MarketplaceImpact = { confirmedKg: 320, selfReportedKg: 40, transfers: 3, businesses: 2, listedKg: 310, byMonth };
const businessImpact: BusinessImpact = {
  businessId: business.id,
  asSeller: { confirmedKg: 320, selfReportedKg: 40, doors: 2, parts: 1, transfers: 3 },
  asBuyer: { confirmedKg: 30, doors: 0, parts: 1, transfers: 1 },
  byMonth,
};

const PIXEL: ImageDataResponse = { data: 'R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==' };

const page = (items: InventoryItem[]): ItemPage => ({ items, nextCursor: 'next' });

const ANSWERS: [RegExp, unknown][] = [
  [/^\/api\/inventory\/stats$/, stats],
  [/^\/api\/impact$/, marketplaceImpact],
  [/^\/api\/inventory$/, page([door, part])],
  [/^\/api\/inventory\/door$/, page([door])],
  [/^\/api\/inventory\/part$/, page([part])],
  [/^\/api\/inventory\/item\/1$/, door],
  [/^\/api\/inventory\/item\/2$/, part],
  [/^\/api\/businesses\/7$/, business],
  [/^\/api\/businesses\/7\/impact$/, businessImpact],
  [/^\/api\/image\//, PIXEL],
];

/** The sample's answer to a GET, or the API's not-found error. */
export const sampleApi: ServerApi = async ({ path }) => {
  const answer = ANSWERS.find(([pattern]) => pattern.test(path));
  if (answer) return structuredClone(answer[1]);
  throw ApiError.withMessage(404, 'Not found');
};
