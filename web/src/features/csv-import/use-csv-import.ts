import type { CsvRowError, ImportFailure, ImportMode, ImportResult } from '@surplus/shared';
import { parseItemCsv } from '@surplus/shared/item-csv';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest, errorBody, errorMessage } from '../../api/client';
import { invalidateInventory } from '../inventory';
import type { CsvChunk } from './csv-chunks';

export interface ImportTotals {
  created: number;
  updated: number;
  unchanged: number;
  /** Rows sent and accepted so far. */
  rows: number;
}

export type ImportProgress =
  | { state: 'idle' }
  | { state: 'running'; totals: ImportTotals; total: number }
  | { state: 'done'; totals: ImportTotals }
  /** A chunk was refused: the chunks before it stay imported, nothing from it on was. */
  | { state: 'failed'; totals: ImportTotals; message: string; errors: CsvRowError[]; firstLine: number };

const NO_ROWS: ImportTotals = { created: 0, updated: 0, unchanged: 0, rows: 0 };

/** Sends a file's chunks one after another; the first refused chunk stops the run. */
export function useCsvImport() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ImportProgress>({ state: 'idle' });

  const run = async (chunks: readonly CsvChunk[], mode: ImportMode) => {
    const total = chunks.reduce((sum, chunk) => sum + chunk.lines.length, 0);
    let totals = NO_ROWS;
    setProgress({ state: 'running', totals, total });
    try {
      for (const chunk of chunks) {
        let result: ImportResult;
        try {
          const response = await apiRequest('POST', `/api/inventory/import?mode=${mode}`, new Blob([chunk.csv], { type: 'text/csv' }));
          result = (await response.json()) as ImportResult;
        } catch (error) {
          const failure = failureOf(error);
          setProgress({ state: 'failed', totals, message: failure.message, errors: inFileLines(chunk, failure.errors), firstLine: chunk.lines[0] ?? 2 });
          return;
        }
        totals = {
          created: totals.created + result.created,
          updated: totals.updated + result.updated,
          unchanged: totals.unchanged + result.unchanged,
          rows: totals.rows + chunk.lines.length,
        };
        setProgress({ state: 'running', totals, total });
      }
      setProgress({ state: 'done', totals });
    } finally {
      if (totals.rows > 0) void invalidateInventory(queryClient);
    }
  };

  return { progress, run, reset: () => setProgress({ state: 'idle' }) };
}

/** The server's `{ message, errors }` out of a failed call, or its plain message. */
function failureOf(error: unknown): ImportFailure {
  const errors = errorBody(error).json?.errors;
  return { message: errorMessage(error, 'The import failed'), errors: Array.isArray(errors) ? (errors as ImportFailure['errors']) : [] };
}

/** Errors name lines of the chunk the server saw: put them back on the file's lines. */
function inFileLines(chunk: CsvChunk, errors: readonly CsvRowError[]): CsvRowError[] {
  const parsed = parseItemCsv(chunk.csv);
  const fileLine = new Map(parsed.ok ? parsed.rows.map((row, index) => [row.line, chunk.lines[index] ?? row.line]) : []);
  return errors.map((error) => ({ ...error, line: fileLine.get(error.line) ?? error.line }));
}
