import { itemsCsv } from '@surplus/shared/item-csv';
import { ownItemPages } from '../../data/listings/items';
import { httpRoute } from '../../middleware/http-api';
import { csvDownload } from '../../middleware/csv-download';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'The signed-in user\'s listings as a CSV attachment (gzipped when accepted)',
  tag: 'Import and export',
  ok: [200, null, 'text/csv'],
  errors: [401],
};

/**
 * GET /api/inventory/user/export: every own listing as CSV (the import's columns plus id and lastUpdated),
 * read and written a page at a time. Gzipped for clients that accept it (browsers do): CSV shrinks about
 * tenfold, which keeps tens of thousands of listings within Lambda's 6 MB response.
 */
export const handler = httpRoute({ doc, auth: 'required' }, async (event, context) => {
  const owner = requireUser(context);
  const parts: string[] = [];
  for await (const page of ownItemPages(owner.id)) parts.push(itemsCsv(page, parts.length === 0));
  const csv = parts.join('') || itemsCsv([], true);
  return csvDownload(event, csv, 'inventory');
});
