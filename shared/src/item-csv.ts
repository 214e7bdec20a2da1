import Papa from 'papaparse';
import { SPEC_FIELDS } from './listing-rules';
import { centsOfDollars, DEAL_LIMITS, DEAL_MESSAGES, dollarsOfCents, isPriced } from './deals';
import { itemCreateSchema, type ItemCreateInput } from './schemas/item';
import { foreignSpecs } from './schemas/listing-specs';
import type { CsvRowError, InventoryItem } from './types';

/**
 * The CSV format of listings, one module for the server's import and export and the web's import dialog
 * (imported as `@surplus/shared/item-csv`, so papaparse loads only where a CSV is handled).
 * RFC 4180: quoted fields may hold commas, doubled quotes and line breaks; CRLF or LF; UTF-8 with or without a BOM.
 */
const LISTING_COLUMNS = ['category', 'name', 'itemId', 'description', 'quantity', 'imageUrl'] as const;
/**
 * What a listing asks: its price mode (empty or no column: on request) and, for fixed and negotiable, its unit
 * price in dollars (`120`, `120.50`; the listing stores whole cents).
 */
const PRICE_COLUMNS = ['priceMode', 'unitPrice'] as const;
/** The listing's columns, its price, then its specs (both optional, so files written before them still import). */
export const IMPORT_COLUMNS = [...LISTING_COLUMNS, ...PRICE_COLUMNS, ...SPEC_FIELDS] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
const OPTIONAL_COLUMNS: readonly ImportColumn[] = ['imageUrl', ...PRICE_COLUMNS, ...SPEC_FIELDS];
/**
 * An export's columns: an import reads `id` and `lastUpdated` and ignores them, so an exported file imports as it is.
 * Columns added later go at the end, so the earlier ones keep their places.
 */
export const EXPORT_COLUMNS = ['id', ...LISTING_COLUMNS, 'lastUpdated', ...SPEC_FIELDS, ...PRICE_COLUMNS] as const;
const IGNORED_COLUMNS = ['id', 'lastUpdated'];

export const CSV_TEMPLATE = Papa.unparse(
  {
    fields: [...IMPORT_COLUMNS],
    data: [
      [
        'door', 'Insulated roll-up door 12x14', 'RUD-12x14-001', 'White steel, insulated, light scratches on two panels', '3', '', 'negotiable', '450',
        'sectional', '144', '168', 'steel', 'yes', '16', 'White', 'no', '', '', '',
      ],
      ['part', 'Torsion spring 250 lb', 'SPR-250-07', 'Pair of new springs, still boxed', '2', '', 'free', '', '', '', '', '', '', '', '', '', 'spring', '120', '96'],
    ],
  },
  { newline: '\r\n' },
);

export interface CsvRow {
  /** The line the row starts on; a quoted line break makes a row span several lines. */
  line: number;
  values: Partial<Record<ImportColumn, string>>;
}

export type ParsedCsv = { ok: true; columns: ImportColumn[]; rows: CsvRow[]; errors: CsvRowError[] } | { ok: false; message: string };

const isImportColumn = (column: string | undefined): column is ImportColumn => IMPORT_COLUMNS.includes(column as ImportColumn);
const columnByName = new Map<string, string>([...IMPORT_COLUMNS, ...IGNORED_COLUMNS].map((column) => [column.toLowerCase(), column]));

/**
 * Splits a CSV file into its header and rows. A header problem (no header, unknown, missing or repeated
 * columns) fails the whole file; a row problem (a broken quote, a wrong number of fields) is a row error.
 */
export function parseItemCsv(text: string): ParsedCsv {
  // One line break throughout: a file may mix CRLF and LF, and papaparse splits on the first kind it sees.
  const records = readRecords(text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n'));
  const header = records.shift();
  if (!header) return { ok: false, message: 'The file is empty: the first line must name the columns' };

  const names = header.fields.map((name) => name.trim());
  const known = names.map((name) => columnByName.get(name.toLowerCase()));
  const unknown = names.filter((_, index) => !known[index]);
  if (unknown.length > 0) {
    return { ok: false, message: `Unknown columns: ${unknown.map((name) => `"${name}"`).join(', ')}. ${COLUMNS_HELP}` };
  }
  const repeated = known.filter((column, index) => known.indexOf(column) !== index);
  if (repeated.length > 0) return { ok: false, message: `Repeated columns: ${[...new Set(repeated)].join(', ')}` };
  const missing = IMPORT_COLUMNS.filter((column) => !OPTIONAL_COLUMNS.includes(column) && !known.includes(column));
  if (missing.length > 0) return { ok: false, message: `Missing columns: ${missing.join(', ')}. ${COLUMNS_HELP}` };

  const rows: CsvRow[] = [];
  const errors: CsvRowError[] = [];
  for (const record of records) {
    if (record.error) {
      errors.push({ line: record.line, column: null, message: record.error });
    } else if (record.fields.length !== names.length) {
      errors.push({ line: record.line, column: null, message: `The row has ${record.fields.length} fields; the header has ${names.length}` });
    } else {
      const values: CsvRow['values'] = {};
      known.forEach((column, index) => {
        if (isImportColumn(column)) values[column] = unescapeFormula(record.fields[index] ?? '');
      });
      rows.push({ line: record.line, values });
    }
  }
  return { ok: true, columns: known.filter(isImportColumn), rows, errors };
}

/** The problem of a file's header line (unknown, missing or repeated columns, an empty file), or null: a check of its start only. */
export function csvHeaderProblem(start: string): string | null {
  const text = start.replace(/^\uFEFF/, '').replace(/^(\r?\n)+/, '');
  const end = text.search(/\r?\n/);
  const parsed = parseItemCsv(end < 0 ? text : text.slice(0, end));
  return parsed.ok ? null : parsed.message;
}

const COLUMNS_HELP =
  'The columns are category, name, itemId, description, quantity and optionally imageUrl, priceMode, unitPrice (in dollars) ' +
  `and the specs ${SPEC_FIELDS.join(', ')}.`;

interface CsvRecord {
  line: number;
  fields: string[];
  error?: string;
}

/** Every non-blank record with the line it starts on. */
function readRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let line = 1;
  let counted = 0;
  const lineAt = (offset: number) => {
    for (; counted < offset; counted++) if (text[counted] === '\n') line++;
    return line;
  };
  let consumed = 0;
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    step: (result) => {
      let start = consumed;
      while (text[start] === '\n') start++;
      consumed = result.meta.cursor;
      const error = result.errors[0];
      records.push({ line: lineAt(start), fields: result.data, ...(error ? { error: quoteError(error) } : {}) });
    },
  });
  return records;
}

function quoteError(error: Papa.ParseError): string {
  if (error.code === 'MissingQuotes') return 'A quoted field is not closed: its closing quote (") is missing';
  if (error.code === 'InvalidQuotes') return 'A quote (") inside a quoted field must be doubled ("")';
  return error.message;
}

const given = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

/**
 * A row's values as the add form's schema takes them: empty category, quantity and price mode take the form's
 * defaults, an empty spec or price is none. The unit price turns from dollars into cents; a cell that is not
 * dollars becomes NaN, which the schema refuses (validateRows names it by its column).
 */
export function rowInput(values: CsvRow['values']): Record<string, string | number | undefined> {
  const unitPrice = given(values.unitPrice);
  return {
    category: given(values.category),
    name: values.name ?? '',
    itemId: values.itemId ?? '',
    description: values.description ?? '',
    quantity: given(values.quantity),
    imageUrl: given(values.imageUrl),
    priceMode: given(values.priceMode),
    unitPriceCents: unitPrice === undefined ? undefined : (centsOfDollars(unitPrice) ?? Number.NaN),
    ...Object.fromEntries(SPEC_FIELDS.map((field) => [field, given(values[field])])),
  };
}

/** What a file with a bad unit price is told: the file writes dollars, the schema speaks of cents. */
export const UNIT_PRICE_MESSAGES = {
  format: 'unitPrice must be dollars like 120 or 120.50',
  range: `unitPrice must be from ${dollarsOfCents(DEAL_LIMITS.unitPriceCentsMin)} to ${dollarsOfCents(DEAL_LIMITS.unitPriceCentsMax)} dollars`,
  required: DEAL_MESSAGES.priceRequired.replace('unitPriceCents', 'unitPrice'),
  onlyPriced: DEAL_MESSAGES.priceOnlyPriced.replace('unitPriceCents', 'unitPrice'),
} as const;

/** The schema's price problems as the file's column `unitPrice` names them. */
const PRICE_PROBLEMS = new Map<string, string>([
  [DEAL_MESSAGES.priceRequired, UNIT_PRICE_MESSAGES.required],
  [DEAL_MESSAGES.priceOnlyPriced, UNIT_PRICE_MESSAGES.onlyPriced],
]);

export type ValidatedRows = { inputs: { line: number; input: ItemCreateInput }[]; errors: CsvRowError[] };

/**
 * Every row checked with the add form's schema (the spec's messages), each problem named by line and column;
 * specs of the other category are named by the first such column.
 */
export function validateRows(rows: readonly CsvRow[]): ValidatedRows {
  const inputs: ValidatedRows['inputs'] = [];
  const errors: CsvRowError[] = [];
  for (const row of rows) {
    const input = rowInput(row.values);
    const result = itemCreateSchema.safeParse(input);
    if (result.success) {
      inputs.push({ line: row.line, input: result.data });
      continue;
    }
    const foreign = foreignSpecs(input.category === 'part' ? 'part' : 'door', input)[0];
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      const priceProblem = field === '' ? PRICE_PROBLEMS.get(issue.message) : undefined;
      if (field === 'unitPriceCents') {
        const message = Number.isNaN(input.unitPriceCents) ? UNIT_PRICE_MESSAGES.format : UNIT_PRICE_MESSAGES.range;
        errors.push({ line: row.line, column: 'unitPrice', message });
      } else if (priceProblem) {
        errors.push({ line: row.line, column: 'unitPrice', message: priceProblem });
      } else {
        errors.push({ line: row.line, column: field || foreign || null, message: issue.message });
      }
    }
  }
  return { inputs, errors };
}

/** Export rows of `items`, the header first when asked. */
export function itemsCsv(items: readonly InventoryItem[], withHeader: boolean): string {
  return csvRows(EXPORT_COLUMNS, items.map((item) => EXPORT_COLUMNS.map((column) => exportCell(item, column))), withHeader);
}

/** CSV lines (CRLF, each ended) of `rows` under `fields`, every cell safe from spreadsheets' formulas. */
export function csvRows(fields: readonly string[], rows: readonly string[][], withHeader: boolean): string {
  const data = rows.map((row) => row.map(escapeFormula));
  const csv = Papa.unparse({ fields: [...fields], data }, { header: withHeader, newline: '\r\n' });
  return csv === '' || csv.endsWith('\r\n') ? csv : `${csv}\r\n`;
}

/** A listing's cell of `column`: the unit price in dollars, and only for a mode that has one. */
function exportCell(item: InventoryItem, column: (typeof EXPORT_COLUMNS)[number]): string {
  if (column === 'unitPrice') return isPriced(item.priceMode) && item.unitPriceCents !== undefined ? dollarsOfCents(item.unitPriceCents) : '';
  return String(item[column] ?? '');
}

/**
 * Spreadsheets run a cell that starts with = + - @ as a formula, so an export puts a ' before it (and
 * before one that already starts with quotes and then such a character); an import takes one off again,
 * so the round trip changes nothing.
 */
const FORMULA = /^'*[=+\-@\t\r]/;
const escapeFormula = (value: string) => (FORMULA.test(value) ? `'${value}` : value);
const unescapeFormula = (value: string) => (value.startsWith("'") && FORMULA.test(value) ? value.slice(1) : value);
