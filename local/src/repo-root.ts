import { fileURLToPath } from 'node:url';

/** Defaults (data dir, built web app) resolve from the repository, not from whatever the working directory is. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
