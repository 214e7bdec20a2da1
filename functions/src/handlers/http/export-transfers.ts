import { csvRows } from '@surplus/shared/item-csv';
import { type LedgerLine, ledgerLinePages } from '../../data/deals/impact';
import { httpRoute } from '../../middleware/http-api';
import { csvDownload } from '../../middleware/csv-download';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

const COLUMNS = ['date', 'listing', 'counterparty', 'role', 'category', 'quantity', 'kgPerUnit', 'kg', 'status'] as const;

/** A ledger line as the caller sees it: the counterparty is the other side, the role the caller's. */
const row = (line: LedgerLine, userId: number) => {
  const sold = line.sellerId === userId;
  return [
    line.at.slice(0, 10),
    line.itemName,
    sold ? line.buyerName : line.sellerName,
    sold ? 'seller' : 'buyer',
    line.category,
    String(line.quantity),
    String(line.kgPerUnit),
    String(line.kg),
    line.kind,
  ];
};

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'The caller\'s impact ledger as a CSV attachment (gzipped when accepted), for a sustainability report: every confirmed and self-reported transfer, as seller then as buyer, newest first; columns date, listing, counterparty, role, category, quantity, kgPerUnit, kg, status',
  tag: 'Impact',
  ok: [200, null, 'text/csv attachment'],
  errors: [401],
};

/**
 * GET /api/transfers/export: the caller's ledger lines (confirmed and self-reported transfers, as seller then as
 * buyer, newest first) as CSV for a sustainability report, read and written a page at a time; gzipped for
 * clients that accept it, as the listings' export is.
 */
export const handler = httpRoute({ doc, auth: 'required' }, async (event, context) => {
  const user = requireUser(context);
  const parts: string[] = [];
  for await (const page of ledgerLinePages(user.id)) parts.push(csvRows(COLUMNS, page.map((line) => row(line, user.id)), parts.length === 0));
  const csv = parts.join('') || csvRows(COLUMNS, [], true);
  return csvDownload(event, csv, 'impact-ledger');
});
