import { type BundlingOptions, LogLevel, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';

/**
 * How every function is bundled: one minified ESM file per handler (the handlers use top-level
 * await). The benchmark bundles with the same options, so its sizes are the deployed ones.
 */
export const FUNCTION_BUNDLING = {
  format: OutputFormat.ESM,
  target: 'node24',
  mainFields: ['module', 'main'],
  minify: true,
  logLevel: LogLevel.WARNING,
  sourceMap: true,
  sourcesContent: false,
  // The bundled SDK is the version the tests ran against, and tree-shaking keeps it small.
  bundleAwsSDK: true,
  // CommonJS dependencies inside an ESM bundle still call require().
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
} as const satisfies BundlingOptions;
