import type { Category, ListingSpecs } from '@surplus/shared';
import type { Rgb } from './png';

export interface DemoItem {
  category: Category;
  name: string;
  itemId: string;
  description: string;
  quantity: number;
  color: Rgb;
  /** How far the pictured door is rolled up, 0 to 1. */
  open: number;
  /** Structured specs; the others show their size through their name. */
  specs?: ListingSpecs;
}

export interface DemoBusiness {
  username: string;
  businessName: string;
  email: string;
  phone: string;
  location: string;
  items: DemoItem[];
}

export const DEMO_PASSWORD = 'surplus-demo-1';

export const DEMO_BUSINESSES: DemoBusiness[] = [
  {
    username: 'metro-overhead',
    businessName: 'Metro Overhead Door Co.',
    email: 'sales@metro-overhead.example',
    phone: '(312) 555-0142',
    location: 'Chicago, IL',
    items: [
      { category: 'door', name: '10x10 Insulated Steel Roll-Up Door', itemId: 'MOD-RU-1010-INS', specs: { doorType: 'rolling-steel', widthIn: 120, heightIn: 120, material: 'steel', insulated: true, rValue: 8.2 }, description: 'Polyurethane-insulated 26-gauge steel curtain, R-value 8.2. Pulled from a warehouse refit after two seasons; light scuffs on the bottom slats, guides straight.', quantity: 3, color: [176, 180, 186], open: 0 },
      { category: 'door', name: '12x14 Commercial Rolling Service Door', itemId: 'MOD-RS-1214', specs: { doorType: 'rolling-steel', widthIn: 144, heightIn: 168, material: 'steel', windRated: true }, description: 'Chain-hoist operated service door with 2-3/4" flat slats and wind locks. Includes hood and brackets; one slat has a shallow dent.', quantity: 2, color: [62, 98, 150], open: 0.2 },
      { category: 'door', name: '8x8 Mini-Storage Roll-Up Door', itemId: 'MOD-MS-0808', description: 'Lightweight self-storage door, galvalume finish, spring tensioned and ready to hang. Surplus from a cancelled facility build.', quantity: 14, color: [196, 70, 54], open: 0 },
      { category: 'part', name: 'Torsion Spring Assembly, 2" ID', itemId: 'MOD-PT-TS2', specs: { partType: 'spring' }, description: 'Oil-tempered torsion springs, 0.250 wire, 34" long, sold as a left/right pair. Rated for 20,000 cycles; stored indoors.', quantity: 18, color: [120, 124, 130], open: 0.35 },
      { category: 'part', name: 'Bottom Bar Astragal Seal, 14 ft', itemId: 'MOD-PT-AST14', specs: { partType: 'weatherseal', fitsWidthIn: 168, fitsHeightIn: 168 }, description: 'EPDM rubber astragal for aluminium bottom bars. Unopened rolls, keeps drafts and water out at the threshold.', quantity: 40, color: [44, 46, 50], open: 0.1 },
    ],
  },
  {
    username: 'gulf-coast-doors',
    businessName: 'Gulf Coast Rolling Doors',
    email: 'inventory@gulfcoastdoors.example',
    phone: '(713) 555-0187',
    location: 'Houston, TX',
    items: [
      { category: 'door', name: 'Hurricane-Rated 10x12 Roll-Up Door', itemId: 'GCR-HR-1012', specs: { doorType: 'rolling-steel', widthIn: 120, heightIn: 144, material: 'steel', windRated: true, color: 'White' }, description: 'Wind-load rated to 150 mph with reinforced guides and windlocks. Removed from a showroom display, never installed outdoors.', quantity: 2, color: [236, 236, 230], open: 0 },
      { category: 'door', name: '9x10 Fire-Rated Counter Shutter', itemId: 'GCR-FS-0910', specs: { doorType: 'fire-rated', widthIn: 108, heightIn: 120, material: 'steel' }, description: '3-hour fire-rated rolling shutter with fusible link release. Labels intact, test certificate included.', quantity: 1, color: [150, 150, 150], open: 0.4 },
      { category: 'door', name: '16x16 Heavy-Duty Warehouse Door', itemId: 'GCR-HD-1616', description: 'Motor-operated industrial door with 22-gauge slats and a 1/2 hp operator. Decommissioned from a distribution centre, works as removed.', quantity: 1, color: [226, 170, 40], open: 0.15 },
      { category: 'part', name: 'Roll-Up Door Guide Rails, 12 ft', itemId: 'GCR-PT-GR12', specs: { partType: 'track', fitsWidthIn: 144, fitsHeightIn: 144 }, description: 'Galvanised steel guide rails with nylon wear strips, sold per pair. Straight and unbent.', quantity: 12, color: [140, 146, 150], open: 0 },
      { category: 'part', name: '1/2 HP Trolley Operator, 115 V', itemId: 'GCR-PT-OP05', specs: { partType: 'opener' }, description: 'Jackshaft-ready commercial operator with three-button control station. Bench-tested, limits need setting on install.', quantity: 4, color: [40, 90, 60], open: 0.5 },
    ],
  },
  {
    username: 'summit-dock',
    businessName: 'Summit Dock & Door',
    email: 'hello@summitdock.example',
    phone: '(720) 555-0110',
    location: 'Denver, CO',
    items: [
      { category: 'door', name: '10x8 Ribbed Steel Roll-Up Door', itemId: 'SDD-RB-1008', description: 'Classic ribbed curtain in brown, manual lift with pull rope. Minor surface rust on the hood, curtain clean.', quantity: 5, color: [120, 84, 56], open: 0 },
      { category: 'door', name: '12x12 Insulated Loading Dock Door', itemId: 'SDD-LD-1212', specs: { doorType: 'sectional', material: 'steel', insulated: true }, description: 'Thermal-break slats and brush weatherseal for cold storage docks. Two units from a remodel, complete with tension assemblies.', quantity: 2, color: [54, 120, 160], open: 0.3 },
      { category: 'part', name: 'Door Curtain Replacement Slats (10 pack)', itemId: 'SDD-PT-SL10', description: 'Flat profile 26-gauge slats, 10 ft wide, white. Fit most 2-3/4" curtains; end locks included.', quantity: 9, color: [238, 238, 236], open: 0 },
      { category: 'part', name: 'Slide Bolt Lock Set', itemId: 'SDD-PT-SBL', specs: { partType: 'hardware' }, description: 'Zinc-plated slide bolt locks for roll-up door bottom bars, keyed alike in sets of two.', quantity: 30, color: [170, 160, 120], open: 0.6 },
      { category: 'part', name: 'Spring Tension Tool Kit', itemId: 'SDD-PT-TK', description: 'Winding bars and tension wrench for drum-style roll-up doors. Lightly used, stored in a hard case.', quantity: 3, color: [200, 40, 40], open: 0.7 },
    ],
  },
  {
    username: 'harbor-surplus',
    businessName: 'Harbor Industrial Surplus',
    email: 'desk@harborsurplus.example',
    phone: '(510) 555-0163',
    location: 'Oakland, CA',
    items: [
      { category: 'door', name: '14x14 Perforated Security Grille', itemId: 'HIS-SG-1414', description: 'Aluminium perforated rolling grille for storefronts and parking. Keeps airflow and visibility; one end lock missing.', quantity: 1, color: [196, 200, 204], open: 0.25 },
      { category: 'door', name: '6x7 Pass-Through Roll-Up Door', itemId: 'HIS-PT-0607', description: 'Small rolling door for kiosks and service windows, crank operated. New old stock, still in the crate.', quantity: 6, color: [90, 140, 80], open: 0 },
      { category: 'door', name: '20x16 Insulated Hangar Roll-Up Door', itemId: 'HIS-HG-2016', specs: { doorType: 'rolling-steel', widthIn: 240, heightIn: 192, material: 'aluminum', insulated: true, rValue: 12 }, description: 'Oversized insulated door with 3 hp operator and safety edge. Removed intact from an aircraft maintenance hangar.', quantity: 1, color: [210, 210, 214], open: 0.1 },
      { category: 'part', name: 'Roll-Up Door Hood Cover, 12 ft', itemId: 'HIS-PT-HC12', description: 'Galvanised hood to protect the coil from dust and weather. Sold with mounting brackets and fasteners.', quantity: 7, color: [150, 156, 160], open: 0.45 },
      { category: 'part', name: 'Photo-Eye Safety Sensor Kit', itemId: 'HIS-PT-PE', specs: { partType: 'hardware' }, description: 'Retro-reflective photo eyes with brackets and 30 ft harness, compatible with most commercial operators.', quantity: 11, color: [30, 60, 120], open: 0.55 },
    ],
  },
];
