import { join } from 'node:path';
import { repoRoot } from '../repo-root';
import { openApiDocument } from './document';

/** docs/openapi.json: written by `npm run openapi`, checked for staleness by a test, served at /api/docs. */
export const OPENAPI_FILE = join(repoRoot, 'docs', 'openapi.json');

export const openApiJson = async () => `${JSON.stringify(await openApiDocument(), null, 2)}\n`;
