/**
 * GET /api/transfers/export: the signed-in business's ledger as a CSV file (date, listing, counterparty, category,
 * quantity, kg per unit, kg, confirmed or self-reported). A plain link downloads it: the session cookie goes along.
 */
export const TRANSFERS_EXPORT_PATH = '/api/transfers/export';
