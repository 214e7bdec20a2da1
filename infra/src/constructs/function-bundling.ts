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
 * Node's modules that the bundles load through require() rather than an ES module import. Node builds an imported
 * builtin's namespace by reading every export, and some exports are getters that load more: node:http's WebSocket
 * loads Node's own copy of undici, about 30 ms of every cold start, for a class no function uses
 * (nodejs/node#57649); node:process costs about 9 ms more that way. The SDK imports all three, so each is aliased to a
 * one-line CommonJS module (./builtins) that requires it; the bundle's banner gives require(). (An alias of node:fs
 * would also take node:fs/promises, which has no such cost.)
 */
const BUILTINS_BY_REQUIRE = ['http', 'https', 'process'];

/**
 * How every function is bundled: one minified ESM file per handler (the handlers use top-level
 * await). The benchmark bundles with the same options, so its sizes are the deployed ones.
 * A function's own additions go on top with withBundling().
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
  // Paths from the repository root, where esbuild resolves aliases.
  esbuildArgs: { '--alias': BUILTINS_BY_REQUIRE.map((name) => `node:${name}=./infra/src/constructs/builtins/${name}.cjs`) },
} as const satisfies BundlingOptions;

/** FUNCTION_BUNDLING with a function's additions: its external modules and esbuild aliases join the shared ones. */
export function withBundling(extra: Partial<BundlingOptions> = {}): BundlingOptions {
  const aliases = (args: BundlingOptions['esbuildArgs']) => [args?.['--alias'] ?? []].flat().map(String);
  return {
    ...FUNCTION_BUNDLING,
    ...extra,
    externalModules: [...FUNCTION_BUNDLING.externalModules, ...(extra.externalModules ?? [])],
    esbuildArgs: {
      ...FUNCTION_BUNDLING.esbuildArgs,
      ...extra.esbuildArgs,
      '--alias': [...aliases(FUNCTION_BUNDLING.esbuildArgs), ...aliases(extra.esbuildArgs)],
    },
  };
}

/** Bundling hooks that only add files to a bundle once esbuild wrote it (inputDir is the repository root). */
export const afterBundling = (commands: (inputDir: string, outputDir: string) => string[]): ICommandHooks => ({
  beforeBundling: () => [],
  beforeInstall: () => [],
  afterBundling: commands,
});
