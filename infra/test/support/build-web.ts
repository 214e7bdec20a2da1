import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
/** What the stack takes from the build: the bucket gets web/dist, the page renderer its template and Vite manifest. */
const BUILD_FILES = ['web/dist/index.html', 'web/dist/.vite/manifest.json'];

/** Synthesis needs the web build; `npm test` builds it first, a lone run (or a build from before the manifest) may not have. */
export default function setup(): void {
  if (!BUILD_FILES.every((file) => existsSync(`${root}${file}`))) {
    execFileSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: root, stdio: 'inherit' });
  }
}
