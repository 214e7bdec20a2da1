import Papa from 'papaparse';
import { CSV_IMPORT_LIMITS } from '@surplus/shared';
import type { CsvRow, ImportColumn } from '@surplus/shared/item-csv';

/** One request of a chunked import: a CSV of its own, and the file's line of each of its rows. */
export interface CsvChunk {
  csv: string;
  lines: number[];
}

const encoder = new TextEncoder();
const utf8Bytes = (text: string) => encoder.encode(text).length;
const LINE_END = '\r\n';

/** The rows of a file as requests within the import's limits (1,000 rows and 1 MB each), each with the header. */
export function csvChunks(
  columns: readonly ImportColumn[],
  rows: readonly CsvRow[],
  limits: { rows: number; bytes: number } = CSV_IMPORT_LIMITS,
): CsvChunk[] {
  const header = Papa.unparse([columns as string[]], { newline: LINE_END });
  const chunks: CsvChunk[] = [];
  let lines: string[] = [];
  let numbers: number[] = [];
  let bytes = 0;
  const flush = () => {
    if (lines.length > 0) chunks.push({ csv: [header, ...lines].join(LINE_END) + LINE_END, lines: numbers });
    lines = [];
    numbers = [];
    bytes = utf8Bytes(header) + LINE_END.length;
  };
  flush();
  for (const row of rows) {
    const line = Papa.unparse([columns.map((column) => row.values[column] ?? '')], { newline: LINE_END });
    const size = utf8Bytes(line) + LINE_END.length;
    if (lines.length === limits.rows || bytes + size > limits.bytes) flush();
    lines.push(line);
    numbers.push(row.line);
    bytes += size;
  }
  flush();
  return chunks;
}
