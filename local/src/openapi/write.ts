import { writeFile } from 'node:fs/promises';
import { openApiJson, OPENAPI_FILE } from './file';

await writeFile(OPENAPI_FILE, await openApiJson());
console.log(`Wrote ${OPENAPI_FILE}`);
