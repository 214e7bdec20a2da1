import { fileURLToPath } from 'node:url';

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** The npm workspace root: its lock file pins what esbuild bundles into every function. */
export const REPO_ROOT = fromRoot('');
export const LOCK_FILE = fromRoot('package-lock.json');
/**
 * The Vite build of web/ (`npm run build --workspace web`), or a copy of it named by SURPLUS_WEB_DIST (a synthesis
 * that must not see web/dist emptied by a concurrent build).
 */
export const WEB_DIST = process.env.SURPLUS_WEB_DIST ?? fromRoot('web/dist');
