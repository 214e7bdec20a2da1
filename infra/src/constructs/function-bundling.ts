import { type BundlingOptions, type ICommandHooks, LogLevel, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';

/**
 * The links of the SDK's default credential chain that come after the environment: SSO, the shared
 * config and credentials files, credential_process, web identity token files, container and instance
 * metadata. Lambda hands every function its role's credentials in AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY
 * and AWS_SESSION_TOKEN, so the chain (@aws-sdk/credential-provider-node) stops at the environment and
 * never loads these. It loads each with a dynamic import(), so left out of the bundle they cost nothing,
 * whereas bundled they and the STS, SSO and sign-in clients they use weigh about 130 KB in every function.
 * Should one ever be reached, Node resolves it from the runtime's own SDK (Lambda serves ES module imports
 * of @aws-sdk/* since Node.js 18); everything that does run is the bundled, tested SDK.
 */
export const CREDENTIAL_PROVIDERS_AFTER_ENV = [
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/credential-provider-http',
  '@smithy/credential-provider-imds',
];

/**
 * The gazetteer's package, 5 MB of JavaScript (about 200 ms to load): never in a bundle. A function that
 * geocodes ships its compact file instead (gazetteer-bundling.ts); functions/src/geo/gazetteer.ts reads that.
 */
export const GAZETTEER_PACKAGE = 'zipcodes';

/**
 * How every function is bundled: one minified ESM file per handler (the handlers use top-level
 * await). The benchmark bundles with the same options, so its sizes are the deployed ones.
 */
export const FUNCTION_BUNDLING = {
  format: OutputFormat.ESM,
  target: 'node24',
  // ESM builds first: esbuild tree-shakes ES modules only.
  mainFields: ['module', 'main'],
  minify: true,
  logLevel: LogLevel.WARNING,
  sourceMap: true,
  sourcesContent: false,
  // The bundled SDK is the version the tests ran against, and tree-shaking keeps it small. With
  // externalModules given, exactly those modules stay out of the bundle (bundleAwsSDK then changes nothing).
  bundleAwsSDK: true,
  externalModules: [...CREDENTIAL_PROVIDERS_AFTER_ENV, GAZETTEER_PACKAGE],
  // CommonJS dependencies inside an ESM bundle still call require().
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
} as const satisfies BundlingOptions;

/** Bundling hooks that only add files to a bundle once esbuild wrote it (inputDir is the repository root). */
export const afterBundling = (commands: (inputDir: string, outputDir: string) => string[]): ICommandHooks => ({
  beforeBundling: () => [],
  beforeInstall: () => [],
  afterBundling: commands,
});
