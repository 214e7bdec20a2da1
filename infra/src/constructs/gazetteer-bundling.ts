import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { compactGazetteer, GAZETTEER_FILE } from '@surplus/functions/gazetteer';
import { REPO_ROOT } from '../paths';

/** Where synthesis writes the compact gazetteer for the bundling steps to copy (git-ignored, like every dist/). */
export const STAGED_GAZETTEER = join(REPO_ROOT, 'functions/dist', GAZETTEER_FILE);

let staged = false;
/** Writes the compact gazetteer (from the installed package: offline) once per synthesis, when it changed. */
function stageGazetteer(): void {
  if (staged) return;
  const text = JSON.stringify(compactGazetteer());
  if (!existsSync(STAGED_GAZETTEER) || readFileSync(STAGED_GAZETTEER, 'utf8') !== text) {
    mkdirSync(dirname(STAGED_GAZETTEER), { recursive: true });
    writeFileSync(STAGED_GAZETTEER, text);
  }
  staged = true;
}

/**
 * The bundling of a function that geocodes (its routes' `gazetteer` grant): `bundling` with one more step after
 * esbuild, which copies the compact gazetteer beside index.mjs, where functions/src/geo/gazetteer.ts finds it.
 */
export function withGazetteer(bundling: Partial<BundlingOptions>): Partial<BundlingOptions> {
  stageGazetteer();
  const source = relative(REPO_ROOT, STAGED_GAZETTEER);
  const hooks = bundling.commandHooks;
  return {
    ...bundling,
    commandHooks: {
      beforeBundling: (inputDir, outputDir) => hooks?.beforeBundling(inputDir, outputDir) ?? [],
      beforeInstall: (inputDir, outputDir) => hooks?.beforeInstall(inputDir, outputDir) ?? [],
      afterBundling: (inputDir, outputDir) => [
        ...(hooks?.afterBundling(inputDir, outputDir) ?? []),
        `cp "${join(inputDir, source)}" "${join(outputDir, GAZETTEER_FILE)}"`,
      ],
    },
  };
}
