import { CSV_IMPORT_LIMITS, CSV_IMPORT_TOO_LARGE, importQuerySchema, type ImportFailure, type InventoryItem } from '@surplus/shared';
import { parseItemCsv, validateRows } from '@surplus/shared/item-csv';
import { readCsvBody } from '../../lib/csv-body';
import { badRequest, payloadTooLarge } from '../../lib/errors';
import { checkImportImages } from '../../use-cases/import-images';
import { planImport } from '../../lib/import-plan';
import { applyImport } from '../../data/item-import';
import { ownItemPages } from '../../data/items';
import { httpRoute } from '../../middleware/http-api';
import { BUSINESS_METRICS, countEvent } from '../../observability/metrics';
import { parseQueryString } from '../../middleware/query-string';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';

/**
 * POST /api/inventory/import (text/csv, ?mode=create|upsert): all or nothing. Every row is checked first,
 * with the add form's schema and image check; any problem answers 400 with every bad row and writes nothing.
 */
export const handler = httpRoute({ auth: 'required' }, async (event, context) => {
  const owner = requireUser(context);
  const { mode } = parseQueryString(importQuerySchema, event);
  const parsed = parseItemCsv(readCsvBody(event));
  if (!parsed.ok) throw badRequest(parsed.message);
  if (parsed.rows.length + parsed.errors.length > CSV_IMPORT_LIMITS.rows) throw payloadTooLarge(CSV_IMPORT_TOO_LARGE);

  const { inputs, errors } = validateRows(parsed.rows);
  const own: InventoryItem[] = [];
  if (mode === 'upsert') for await (const page of ownItemPages(owner.id)) own.push(...page);
  const plan = planImport(inputs, mode, own, parsed.columns.includes('imageUrl'));
  const imageErrors = await checkImportImages(owner.id, [...plan.creates, ...plan.updates.filter((row) => row.changes.imageUrl)]);

  const problems = [...parsed.errors, ...errors, ...plan.errors, ...imageErrors].sort((a, b) => a.line - b.line);
  if (problems.length > 0) {
    const rows = new Set(problems.map((problem) => problem.line)).size;
    const failure: ImportFailure = { message: `${rows === 1 ? '1 row has' : `${rows} rows have`} errors; nothing was imported`, errors: problems };
    return json(400, failure);
  }
  const result = await applyImport(owner, plan);
  if (result.created > 0) countEvent(BUSINESS_METRICS.listingsCreated, result.created);
  return json(201, result);
});
