import type { Category, DoorType, ItemCreateInput, ListingSpecs, Material, PartType, PriceMode } from '@surplus/shared';

/**
 * Deterministic, realistic-looking businesses and listings for the benchmark: the same seed gives the
 * same data on every run, so runs on the same machine compare.
 */

/** mulberry32: small, fast and good enough to spread data. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(next: () => number, values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;

/** Where the catalogue's businesses are: every one is a place the gazetteer knows (functions/test/geocode.test.ts). */
export const CITIES = [
  'Chicago, IL', 'Houston, TX', 'Dallas, TX', 'Austin, TX', 'San Antonio, TX', 'El Paso, TX', 'Phoenix, AZ', 'Tucson, AZ',
  'Denver, CO', 'Aurora, CO', 'Atlanta, GA', 'Savannah, GA', 'Miami, FL', 'Orlando, FL', 'Tampa, FL', 'Jacksonville, FL',
  'Charlotte, NC', 'Raleigh, NC', 'Nashville, TN', 'Memphis, TN', 'Louisville, KY', 'Columbus, OH', 'Cleveland, OH',
  'Cincinnati, OH', 'Detroit, MI', 'Grand Rapids, MI', 'Indianapolis, IN', 'Milwaukee, WI', 'Minneapolis, MN',
  'St. Louis, MO', 'Kansas City, MO', 'Omaha, NE', 'Des Moines, IA', 'Oklahoma City, OK', 'Tulsa, OK', 'Little Rock, AR',
  'New Orleans, LA', 'Birmingham, AL', 'Jackson, MS', 'Pittsburgh, PA', 'Philadelphia, PA', 'Newark, NJ', 'Buffalo, NY',
  'Albany, NY', 'Hartford, CT', 'Providence, RI', 'Boston, MA', 'Portland, ME', 'Baltimore, MD', 'Richmond, VA',
  'Norfolk, VA', 'Salt Lake City, UT', 'Boise, ID', 'Reno, NV', 'Las Vegas, NV', 'Albuquerque, NM', 'Fresno, CA',
  'Sacramento, CA', 'Oakland, CA', 'San Diego, CA', 'Portland, OR', 'Spokane, WA', 'Seattle, WA', 'Tacoma, WA',
];

const NAME_STEMS = [
  'Metro', 'Summit', 'Gulf Coast', 'Keystone', 'Lone Star', 'Pacific', 'Great Lakes', 'Heartland', 'Blue Ridge', 'Cascade',
  'Frontier', 'Liberty', 'Prairie', 'Ironside', 'Harbor', 'Granite', 'Red Rock', 'Northgate', 'Riverbend', 'Sunbelt',
  'Tri-County', 'Allied', 'Precision', 'Reliable', 'Eagle', 'Patriot', 'Capital', 'Midland', 'Canyon', 'Evergreen',
];
const NAME_TRADES = [
  'Overhead Door Co.', 'Rolling Doors', 'Dock & Door', 'Door Supply', 'Industrial Doors', 'Door Systems', 'Roll-Up Door Service',
  'Garage & Commercial Doors', 'Door Salvage', 'Building Supply',
];

export interface Business {
  username: string;
  businessName: string;
  email: string;
  phone: string;
  location: string;
}

/** `count` businesses with unique usernames and e-mails (a few share a name stem, as real ones do). */
export function businesses(count: number, seed = 7): Business[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, index) => {
    const stem = NAME_STEMS[index % NAME_STEMS.length] as string;
    const trade = NAME_TRADES[Math.floor(index / NAME_STEMS.length) % NAME_TRADES.length] as string;
    const location = pick(next, CITIES);
    const slug = `${stem}-${trade}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/-$/, '');
    const username = `${slug}-${index + 1}`.slice(0, 50);
    return {
      username,
      businessName: index < NAME_STEMS.length * NAME_TRADES.length ? `${stem} ${trade}` : `${stem} ${trade} #${index + 1}`,
      email: `sales@${username}.example`,
      phone: `(${200 + Math.floor(next() * 700)}) 555-${String(Math.floor(next() * 10_000)).padStart(4, '0')}`,
      location,
    };
  });
}

const DOOR_SIZES = ['8x8', '8x10', '10x10', '10x12', '12x12', '12x14', '14x14', '16x16', '20x16', '6x7', '9x10'];
const DOOR_KINDS: { name: string; code: string; doorType: DoorType; materials: readonly Material[]; insulatedShare: number }[] = [
  { name: 'Insulated Steel Roll-Up Door', code: 'INS', doorType: 'rolling-steel', materials: ['steel'], insulatedShare: 1 },
  { name: 'Commercial Rolling Service Door', code: 'RS', doorType: 'rolling-steel', materials: ['steel', 'steel', 'aluminum'], insulatedShare: 0.2 },
  { name: 'Mini-Storage Roll-Up Door', code: 'MS', doorType: 'sheet', materials: ['steel'], insulatedShare: 0 },
  { name: 'Fire-Rated Rolling Door', code: 'FR', doorType: 'fire-rated', materials: ['steel'], insulatedShare: 0.3 },
  { name: 'Rolling Security Grille', code: 'GR', doorType: 'rolling-steel', materials: ['aluminum', 'steel'], insulatedShare: 0 },
  { name: 'Counter Shutter', code: 'CS', doorType: 'rolling-steel', materials: ['aluminum', 'steel'], insulatedShare: 0 },
  { name: 'High-Speed Fabric Door', code: 'HS', doorType: 'high-speed', materials: ['vinyl'], insulatedShare: 0.1 },
  { name: 'Heavy-Duty Warehouse Door', code: 'HD', doorType: 'rolling-steel', materials: ['steel'], insulatedShare: 0.3 },
  { name: 'Sectional Overhead Door', code: 'SO', doorType: 'sectional', materials: ['steel', 'steel', 'aluminum', 'wood', 'fiberglass'], insulatedShare: 0.6 },
];
/** Rare on purpose: the search benchmark looks for this word, which about 2% of listings carry. */
export const SEARCH_WORD = 'hurricane';
const DOOR_RARE_PREFIX = 'Hurricane-Rated';
/** One listing in a thousand carries this word, for the search benchmark's rare word. */
export const RARE_WORD = 'galvalume';
const RARE_NOTE = ' Galvalume-coated hood.';

/** `sizedBy`: the part is made to a door size, and an "N ft" length in its name is that door's width or height. */
const PART_KINDS: { name: string; code: string; partType: PartType; sizedBy?: 'width' | 'height'; specs: readonly string[] }[] = [
  { name: 'Torsion Spring Assembly', code: 'TS', partType: 'spring', specs: ['2" ID', '2-5/8" ID', '3-3/4" ID', '0.250 wire', '0.283 wire'] },
  { name: 'Bottom Bar Astragal Seal', code: 'AST', partType: 'weatherseal', sizedBy: 'width', specs: ['10 ft', '12 ft', '14 ft', '16 ft', '20 ft'] },
  { name: 'Guide Rails', code: 'GR', partType: 'track', sizedBy: 'height', specs: ['8 ft', '10 ft', '12 ft', '14 ft', 'pair'] },
  { name: 'Curtain Slats', code: 'SL', partType: 'panel', sizedBy: 'width', specs: ['2-3/4" flat', '3" curved', '22 gauge', '24 gauge', 'box of 20'] },
  { name: 'Trolley Operator', code: 'OP', partType: 'opener', specs: ['1/2 HP 115 V', '3/4 HP 230 V', '1 HP 3-phase', 'jackshaft'] },
  { name: 'Chain Hoist Kit', code: 'CH', partType: 'hardware', specs: ['4:1 reduction', '10 ft chain', '20 ft chain'] },
  { name: 'Hood and Brackets', code: 'HB', partType: 'hardware', sizedBy: 'width', specs: ['10 ft', '12 ft', '14 ft', 'galvanised'] },
  { name: 'Photo Eye Safety Sensors', code: 'PE', partType: 'other', specs: ['pair', 'NEMA 4', 'retro-reflective'] },
  { name: 'Weatherstrip Brush Seal', code: 'WS', partType: 'weatherseal', sizedBy: 'height', specs: ['1" brush', '2" brush', '10 ft', '20 ft'] },
  { name: 'Slide Bolt Lock', code: 'LK', partType: 'hardware', specs: ['keyed', 'padlockable', 'stainless'] },
  { name: 'Wind Lock End Caps', code: 'WL', partType: 'hardware', specs: ['box of 50', 'box of 100', 'nylon'] },
  { name: 'Barrel Axle', code: 'AX', partType: 'drum', sizedBy: 'width', specs: ['4" pipe', '6" pipe', '14 ft', '16 ft'] },
  { name: 'Remote Transmitter', code: 'RT', partType: 'remote', specs: ['3-button', '315 MHz', '390 MHz'] },
  { name: 'Limit Switch Assembly', code: 'LS', partType: 'opener', specs: ['rotary', 'cam type', 'replacement'] },
];

const CONDITIONS = [
  'Surplus from a cancelled facility build, still crated.',
  'Pulled from a warehouse refit after two seasons; light scuffs, otherwise sound.',
  'Never installed: over-ordered for a self-storage project.',
  'Removed from a showroom display, never used outdoors.',
  'Decommissioned from a distribution centre, works as removed.',
  'Stored indoors since delivery; original labels intact.',
  'Minor dents on one edge, fully functional.',
  'Factory seconds: cosmetic finish marks only.',
];
const DOOR_DETAILS = [
  '26-gauge galvanised steel curtain with polyester paint.',
  'Polyurethane-insulated slats, R-value 8.2.',
  'Includes guides, hood, brackets and wind locks.',
  'Chain-hoist operation; motor-ready shaft.',
  'Spring tensioned and ready to hang.',
  '3-hour fire rating with fusible link release, test certificate included.',
];
const PART_DETAILS = [
  'Rated for 20,000 cycles.',
  'Fits most commercial rolling doors.',
  'Sold per unit; quantity discounts for the lot.',
  'Bench-tested before listing.',
  'Unopened in the original packaging.',
];
const LOGISTICS = ['Pickup only, forklift on site.', 'Can ship palletised by LTL freight.', 'Local delivery within 50 miles.', 'Loading dock available weekdays.'];

export interface GeneratedItem {
  /** Index of the owner in the businesses list. */
  owner: number;
  input: ItemCreateInput;
  lastUpdated: string;
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** How listings ask, in shares of the catalogue. */
export const PRICE_MODE_SHARES: readonly (readonly [PriceMode, number])[] = [['fixed', 0.4], ['negotiable', 0.25], ['on-request', 0.25], ['free', 0.1]];
/** Unit prices of the priced listings, in cents: doors $50 to $4,000, parts $5 to $400. */
export const UNIT_PRICE_CENTS: Record<Category, readonly [number, number]> = { door: [5_000, 400_000], part: [500, 40_000] };

type ListingPrice = Pick<ItemCreateInput, 'priceMode' | 'unitPriceCents'>;

/**
 * Listings number `from` to `to - 1` of the endless deterministic catalogue (so growing 1k -> 10k adds
 * 1000..9999): about 40% doors, owners skewed so that a few businesses hold many listings, lastUpdated
 * spread over the year before `now`. About half the listings have structured specs (doorSpecs, partSpecs);
 * the other doors give their size in their name only. Every listing has a price mode, the priced ones a unit price (price).
 */
export function items(from: number, to: number, businessCount: number, now = Date.now()): GeneratedItem[] {
  const result: GeneratedItem[] = [];
  for (let index = from; index < to; index++) {
    const next = random(1_000_003 * (index + 1));
    const category: Category = next() < 0.4 ? 'door' : 'part';
    // Squaring skews towards low indexes: the first businesses are the big sellers.
    const owner = Math.floor(next() ** 2 * businessCount);
    const sku = String(index + 1).padStart(6, '0');
    let name: string;
    let itemId: string;
    let details: string;
    // The specs and the price draw from streams of their own, so the text of every listing is what it was without them.
    const nextSpec = random(7_368_787 * (index + 1) + 1);
    const nextPrice = random(4_256_249 * (index + 1) + 2);
    let specs: ListingSpecs;
    if (category === 'door') {
      const size = pick(next, DOOR_SIZES);
      const kind = pick(next, DOOR_KINDS);
      const rare = next() < 0.05;
      name = `${rare ? `${DOOR_RARE_PREFIX} ` : ''}${size} ${kind.name}`;
      itemId = `RUD-${kind.code}-${size.replace('x', '')}-${sku}`;
      details = pick(next, DOOR_DETAILS);
      specs = doorSpecs(nextSpec, size, kind, details);
    } else {
      const kind = pick(next, PART_KINDS);
      const spec = pick(next, kind.specs);
      name = `${kind.name}, ${spec}`;
      itemId = `PRT-${kind.code}-${sku}`;
      details = pick(next, PART_DETAILS);
      specs = partSpecs(nextSpec, kind, spec);
    }
    result.push({
      owner,
      input: {
        category,
        name,
        itemId,
        description: `${pick(next, CONDITIONS)} ${details} ${pick(next, LOGISTICS)}${index % 1000 === 499 ? RARE_NOTE : ''}`,
        quantity: category === 'door' ? 1 + Math.floor(next() * 12) : 1 + Math.floor(next() ** 3 * 400),
        ...price(nextPrice, category),
        ...specs,
      },
      lastUpdated: new Date(now - Math.floor(next() * YEAR_MS)).toISOString(),
    });
  }
  return result;
}

/**
 * What a listing asks: a mode by PRICE_MODE_SHARES and, for fixed and negotiable, a unit price in the category's
 * range, log-uniform (many cheap lots, few dear ones) and rounded as sellers round: doors over $100 to $5, other doors
 * and a third of the parts to the dollar, a third of the parts to $x.99, the rest to the cent (a price list's).
 */
function price(next: () => number, category: Category): ListingPrice {
  const roll = next();
  let below = 0;
  const priceMode = PRICE_MODE_SHARES.find(([, share]) => roll < (below += share))?.[0] ?? 'free';
  if (priceMode !== 'fixed' && priceMode !== 'negotiable') return { priceMode };
  const [min, max] = UNIT_PRICE_CENTS[category];
  const exact = min * (max / min) ** next();
  const style = next();
  const rounded =
    category === 'door'
      ? exact >= 10_000 ? Math.round(exact / 500) * 500 : Math.round(exact / 100) * 100
      : style < 1 / 3 ? Math.round(exact / 100) * 100 : style < 2 / 3 ? Math.round(exact / 100) * 100 - 1 : Math.round(exact);
  return { priceMode, unitPriceCents: Math.min(max, Math.max(min, rounded)) };
}

/** Feet in a catalogue size ("12x14") to inches: width, height. */
const inchesOf = (size: string) => size.split('x').map((feet) => Number(feet) * 12) as [number, number];
const R_VALUES = [6.5, 8.2, 9.5, 12.9, 14.8, 17.5];

/**
 * About half the doors get the specs a seller enters in the form: type, size (the one in the name), material,
 * insulated (as the kind makes it likely, and always when the details say so) and for some an R-value.
 */
function doorSpecs(next: () => number, size: string, kind: (typeof DOOR_KINDS)[number], details: string): ListingSpecs {
  if (next() >= 0.5) return {};
  const [widthIn, heightIn] = inchesOf(size);
  const stated = /R-value (\d+(?:\.\d+)?)/.exec(details);
  const insulated = stated !== null || next() < kind.insulatedShare;
  const rValue = stated ? Number(stated[1]) : insulated && next() < 0.6 ? pick(next, R_VALUES) : undefined;
  return { doorType: kind.doorType, widthIn, heightIn, material: pick(next, kind.materials), insulated, ...(rValue !== undefined && { rValue }) };
}

/**
 * About half the parts get their type; of those made to a door size, some also the size they fit: a door
 * whose width (or height) is the part's length, any door size when the name gives no length, none when no
 * door of the catalogue is that long.
 */
function partSpecs(next: () => number, kind: (typeof PART_KINDS)[number], spec: string): ListingSpecs {
  if (next() >= 0.5) return {};
  const specs: ListingSpecs = { partType: kind.partType };
  if (!kind.sizedBy || next() >= 0.6) return specs;
  const feet = /^(\d+) ft$/.exec(spec)?.[1];
  const sizes = DOOR_SIZES.filter((size) => feet === undefined || size.split('x')[kind.sizedBy === 'width' ? 0 : 1] === feet);
  if (sizes.length === 0) return specs;
  const [fitsWidthIn, fitsHeightIn] = inchesOf(pick(next, sizes));
  return { ...specs, fitsWidthIn, fitsHeightIn };
}
