import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The stack deploys web/dist, so synthesis needs the web build; `npm test` builds it first, a lone run may not have. */
export default function setup(): void {
  if (!existsSync(`${root}web/dist/index.html`)) {
    execFileSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: root, stdio: 'inherit' });
  }
}
