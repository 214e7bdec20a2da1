import type { Category, ItemCreateInput } from '@surplus/shared';

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
const DOOR_KINDS = [
  { name: 'Insulated Steel Roll-Up Door', code: 'INS' },
  { name: 'Commercial Rolling Service Door', code: 'RS' },
  { name: 'Mini-Storage Roll-Up Door', code: 'MS' },
  { name: 'Fire-Rated Rolling Door', code: 'FR' },
  { name: 'Rolling Security Grille', code: 'GR' },
  { name: 'Counter Shutter', code: 'CS' },
  { name: 'High-Speed Fabric Door', code: 'HS' },
  { name: 'Heavy-Duty Warehouse Door', code: 'HD' },
  { name: 'Sectional Overhead Door', code: 'SO' },
];
/** Rare on purpose: the search benchmark looks for this word, which about 2% of listings carry. */
export const SEARCH_WORD = 'hurricane';
const DOOR_RARE_PREFIX = 'Hurricane-Rated';
/** One listing in a thousand carries this word, for the search benchmark's rare word. */
export const RARE_WORD = 'galvalume';
const RARE_NOTE = ' Galvalume-coated hood.';

const PART_KINDS = [
  { name: 'Torsion Spring Assembly', code: 'TS', specs: ['2" ID', '2-5/8" ID', '3-3/4" ID', '0.250 wire', '0.283 wire'] },
  { name: 'Bottom Bar Astragal Seal', code: 'AST', specs: ['10 ft', '12 ft', '14 ft', '16 ft', '20 ft'] },
  { name: 'Guide Rails', code: 'GR', specs: ['8 ft', '10 ft', '12 ft', '14 ft', 'pair'] },
  { name: 'Curtain Slats', code: 'SL', specs: ['2-3/4" flat', '3" curved', '22 gauge', '24 gauge', 'box of 20'] },
  { name: 'Trolley Operator', code: 'OP', specs: ['1/2 HP 115 V', '3/4 HP 230 V', '1 HP 3-phase', 'jackshaft'] },
  { name: 'Chain Hoist Kit', code: 'CH', specs: ['4:1 reduction', '10 ft chain', '20 ft chain'] },
  { name: 'Hood and Brackets', code: 'HB', specs: ['10 ft', '12 ft', '14 ft', 'galvanised'] },
  { name: 'Photo Eye Safety Sensors', code: 'PE', specs: ['pair', 'NEMA 4', 'retro-reflective'] },
  { name: 'Weatherstrip Brush Seal', code: 'WS', specs: ['1" brush', '2" brush', '10 ft', '20 ft'] },
  { name: 'Slide Bolt Lock', code: 'LK', specs: ['keyed', 'padlockable', 'stainless'] },
  { name: 'Wind Lock End Caps', code: 'WL', specs: ['box of 50', 'box of 100', 'nylon'] },
  { name: 'Barrel Axle', code: 'AX', specs: ['4" pipe', '6" pipe', '14 ft', '16 ft'] },
  { name: 'Remote Transmitter', code: 'RT', specs: ['3-button', '315 MHz', '390 MHz'] },
  { name: 'Limit Switch Assembly', code: 'LS', specs: ['rotary', 'cam type', 'replacement'] },
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

/**
 * Listings number `from` to `to - 1` of the endless deterministic catalogue (so growing 1k -> 10k adds
 * 1000..9999): about 40% doors, owners skewed so that a few businesses hold many listings, lastUpdated
 * spread over the year before `now`.
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
    if (category === 'door') {
      const size = pick(next, DOOR_SIZES);
      const kind = pick(next, DOOR_KINDS);
      const rare = next() < 0.05;
      name = `${rare ? `${DOOR_RARE_PREFIX} ` : ''}${size} ${kind.name}`;
      itemId = `RUD-${kind.code}-${size.replace('x', '')}-${sku}`;
      details = pick(next, DOOR_DETAILS);
    } else {
      const kind = pick(next, PART_KINDS);
      name = `${kind.name}, ${pick(next, kind.specs)}`;
      itemId = `PRT-${kind.code}-${sku}`;
      details = pick(next, PART_DETAILS);
    }
    result.push({
      owner,
      input: {
        category,
        name,
        itemId,
        description: `${pick(next, CONDITIONS)} ${details} ${pick(next, LOGISTICS)}${index % 1000 === 499 ? RARE_NOTE : ''}`,
        quantity: category === 'door' ? 1 + Math.floor(next() * 12) : 1 + Math.floor(next() ** 3 * 400),
      },
      lastUpdated: new Date(now - Math.floor(next() * YEAR_MS)).toISOString(),
    });
  }
  return result;
}
