import { z } from 'zod';
import { IMPORT_MODES } from '../constants';

/** Query string of POST /api/inventory/import: `upsert` updates the caller's listings with the row's itemId. */
export const importQuerySchema = z.object({ mode: z.enum(IMPORT_MODES).default('create') }).strict();
export type ImportQuery = z.output<typeof importQuerySchema>;
