import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Architecture } from 'aws-cdk-lib/aws-lambda';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { REPO_ROOT } from '../paths';
import { afterBundling } from './function-bundling';

/**
 * sharp is native: esbuild leaves it out and the function ships it in node_modules, copied from the installed
 * tree, so synth downloads nothing (the tests synthesize offline). The prebuilt binaries npm installs on a
 * Linux x64 machine are exactly what Lambda's x86_64 runtime (glibc) loads; hence this one function is x86_64.
 */
export const SHARP_ARCHITECTURE = Architecture.X86_64;
const BINARY_PACKAGES = ['@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64'];

/** Node's lookup: the requiring package's own node_modules, then the workspace root's. */
function packageDir(name: string, requiredFrom: string): string {
  for (const dir of [join(requiredFrom, 'node_modules', name), join(REPO_ROOT, 'node_modules', name)]) {
    if (existsSync(join(dir, 'package.json'))) return dir;
  }
  throw new Error(
    `${name} is not installed. The image variants function ships sharp's Linux x64 binaries from node_modules: ` +
      'run npm ci on Linux x64, or elsewhere `npm install --no-save --os=linux --cpu=x64 --libc=glibc sharp`.',
  );
}

/** sharp, its dependencies (recursively) and its Linux x64 binaries, as paths relative to the repository. */
export function sharpRuntimePackages(): string[] {
  const found = new Set<string>();
  const visit = (dir: string) => {
    if (found.has(dir)) return;
    found.add(dir);
    const { dependencies = {} } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    for (const name of Object.keys(dependencies)) visit(packageDir(name, dir));
  };
  const sharp = packageDir('sharp', REPO_ROOT);
  visit(sharp);
  for (const name of BINARY_PACKAGES) visit(packageDir(name, sharp));
  return [...found].map((dir) => relative(REPO_ROOT, dir)).sort();
}

/** Bundling additions for a function that imports sharp: the package tree is copied next to index.mjs. */
export const SHARP_BUNDLING = {
  externalModules: ['sharp'],
  commandHooks: afterBundling((inputDir, outputDir) =>
    sharpRuntimePackages().map((path) => `mkdir -p "${outputDir}/${path}" && cp -R "${inputDir}/${path}/." "${outputDir}/${path}"`),
  ),
} as const satisfies Partial<BundlingOptions>;
