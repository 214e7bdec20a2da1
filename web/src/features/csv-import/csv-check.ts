import { CSV_IMPORT_LIMITS, CSV_TOO_MANY_ROWS, CSV_UPLOAD_TOO_LARGE, type CsvRowError } from '@surplus/shared';
import { parseItemCsv, validateRows, type CsvRow } from '@surplus/shared/item-csv';

/** A chosen file as checked in the browser, before anything is sent. */
export interface CsvCheck {
  name: string;
  file: File;
  /** Why the whole file is refused (too big, a bad header, too many rows), or null. */
  problem: string | null;
  rows: CsvRow[];
  /** Every bad row's problems (the add form's rules), by line. */
  rowErrors: CsvRowError[];
}

/**
 * Reads and checks a file as the import job will: the header, then every row. The job checks again (and more:
 * item IDs of upsert, images), so this only spares a round trip for what the browser can see.
 */
export async function checkCsvFile(file: File): Promise<CsvCheck> {
  const refused = (problem: string): CsvCheck => ({ name: file.name, file, problem, rows: [], rowErrors: [] });
  if (file.size > CSV_IMPORT_LIMITS.uploadBytes) return refused(CSV_UPLOAD_TOO_LARGE);
  const parsed = parseItemCsv(await file.text());
  if (!parsed.ok) return refused(parsed.message);
  if (parsed.rows.length + parsed.errors.length > CSV_IMPORT_LIMITS.rows) return refused(CSV_TOO_MANY_ROWS);
  const rowErrors = [...parsed.errors, ...validateRows(parsed.rows).errors].sort((a, b) => a.line - b.line);
  return { name: file.name, file, problem: null, rows: parsed.rows, rowErrors };
}

/** Nothing stops the file from being sent. */
export const isReady = (check: CsvCheck | null): check is CsvCheck => check !== null && check.problem === null && check.rows.length > 0 && check.rowErrors.length === 0;
