import { describe, expect, it } from 'vitest';
import { parseItemCsv, type CsvRow } from '@surplus/shared/item-csv';
import { csvChunks } from '../src/features/csv-import/csv-chunks';

const rows = (count: number, description = 'A fine door'): CsvRow[] =>
  Array.from({ length: count }, (_, index) => ({
    line: index * 2 + 2,
    values: { category: 'door', name: `Door ${index}`, itemId: `D-${index}`, description, quantity: '1' },
  }));
const COLUMNS = ['category', 'name', 'itemId', 'description', 'quantity'] as const;

describe('csvChunks', () => {
  it('splits at 1,000 rows, each chunk a CSV of its own with the file lines of its rows', () => {
    const chunks = csvChunks(COLUMNS, rows(2500));
    expect(chunks.map((chunk) => chunk.lines.length)).toEqual([1000, 1000, 500]);
    expect(chunks[1]?.lines[0]).toBe(2002);
    const second = parseItemCsv(chunks[1]!.csv);
    expect(second.ok && second.rows[0]?.values.name).toBe('Door 1000');
  });

  it('splits before a chunk passes the byte limit', () => {
    const chunks = csvChunks(COLUMNS, rows(10, 'x'.repeat(300)), { rows: 1000, bytes: 1000 });
    expect(chunks.every((chunk) => new TextEncoder().encode(chunk.csv).length <= 1000)).toBe(true);
    expect(chunks.flatMap((chunk) => chunk.lines)).toEqual(rows(10).map((row) => row.line));
  });
});
