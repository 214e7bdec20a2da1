import * as z from 'zod/mini';
import { IMPORT_MODES } from '../constants';
import './zod';

/** Query string of POST /api/inventory/import: `upsert` updates the caller's listings with the row's itemId. */
export const importQuerySchema = z.strictObject({ mode: z._default(z.enum(IMPORT_MODES), 'create') });
export type ImportQuery = z.output<typeof importQuerySchema>;
