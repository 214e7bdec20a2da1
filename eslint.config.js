import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

/**
 * The import-boundary arrows (eslint-plugin-boundaries). Every file belongs to one element: the first folder of
 * these lists that holds it, named from the repository root. Imports are resolved first (workspace packages such as
 * `@surplus/functions/routes` and `@surplus/local/src/...` included), and an import between two elements needs a
 * policy below that allows it. Imports inside one element (one feature, one layer) are always allowed.
 */
const workspaces = [
  { type: 'shared', pattern: 'shared' },
  { type: 'local', pattern: 'local' },
  { type: 'infra', pattern: 'infra' },
  { type: 'bench', pattern: 'bench' },
];

/** The server's layers (functions/src). Extend this list when a folder is added there. */
const functionsLayers = [
  // A function's router (an event's routeKey to the route's handler), and its entry module's source written from the
  // route table (functions/.entries, generated, imports the handlers of its routes and its router).
  { type: 'functions-router', pattern: 'functions/src/router' },
  { type: 'functions-handlers', pattern: 'functions/src/handlers' },
  // The answer of a public GET route, shared by its handler and the page renderer's data.
  { type: 'functions-answers', pattern: 'functions/src/answers' },
  { type: 'functions-middleware', pattern: 'functions/src/middleware' },
  // What the routes do with several data modules and AWS services: account deletion, notifications, rate limits.
  { type: 'functions-use-cases', pattern: 'functions/src/use-cases' },
  // One module per DynamoDB entity.
  { type: 'functions-data', pattern: 'functions/src/data' },
  // What talks to AWS besides the table: S3, SES, Secrets Manager.
  { type: 'functions-aws', pattern: 'functions/src/aws' },
  // Primitives below everything but observability: errors, crypto, config, cookies, logger, parsing.
  { type: 'functions-lib', pattern: 'functions/src/lib' },
  // Metric names and the metrics they are written with: the bottom layer.
  { type: 'functions-observability', pattern: 'functions/src/observability' },
  // The offline gazetteer and geocoding: plain functions over a package's data, below data and above nothing.
  { type: 'functions-geo', pattern: 'functions/src/geo' },
  // What is left at the top of functions/src: routes.ts (the route table) and route-match.ts (a path to its route).
  { type: 'functions-routes', pattern: 'functions/src' },
  { type: 'functions-test', pattern: 'functions/test' },
];

/** The web app: features, the shared UI they build on, and the composition roots that assemble them. */
const webParts = [
  { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'] },
  { type: 'web-components', pattern: 'web/src/components' },
  { type: 'web-hooks', pattern: 'web/src/hooks' },
  { type: 'web-lib', pattern: 'web/src/lib' },
  { type: 'web-api', pattern: 'web/src/api' },
  { type: 'web-ssr', pattern: 'web/src/ssr' },
  // The route table, the providers and main.tsx (the rest of web/src): they import every feature's pages.
  { type: 'web-app', pattern: 'web/src/app' },
  { type: 'web-app', pattern: 'web/src' },
  { type: 'web-test', pattern: 'web/test' },
  { type: 'web-e2e', pattern: 'web/e2e' },
];

const to = (...types) => ({ to: { element: { types } } });
const sameType = (type) => ({ from: { element: { type } }, allow: to(type) });

/** Dependencies point down: shared <- functions <- local, infra. infra and local never import each other. */
const workspaceArrows = [
  { from: { element: { type: 'shared' } }, allow: to('shared') },
  ...['local', 'infra', 'bench'].map(sameType),
  { from: { element: { types: ['local', 'infra'] } }, allow: to('shared', 'functions-*') },
  { from: { element: { type: 'functions-test' } }, allow: to('shared', 'functions-*') },
  // A test fixture: the generated roll-up door photo the image-variant tests resize.
  { from: { element: { type: 'functions-test' } }, allow: { to: { element: { type: 'local', fileInternalPath: 'src/seed/png.ts' } } } },
  // The benchmark catalogue's cities, which the geocoder must all know.
  { from: { element: { type: 'functions-test' } }, allow: { to: { element: { type: 'bench', fileInternalPath: 'catalogue.ts' } } } },
  // The benchmarks drive the local runtime and bundle the functions as the stack does.
  { from: { element: { type: 'bench' } }, allow: to('shared', 'functions-*', 'local', 'infra') },
];

/**
 * Inside functions/src imports point down, top to bottom: router, handlers, middleware and answers (public
 * GET answers), use cases, data, aws, lib, observability. geo sits under data and imports nothing of the server; the
 * route table (routes.ts, route-match.ts) is read by the router, middleware and answers, and reads data and lib.
 * The page renderer (site handlers and lib/page-template.ts) alone reaches into the web app.
 */
const functionsArrows = [
  ...functionsLayers.map(({ type }) => sameType(type)),
  { from: { element: { type: 'functions-*' } }, allow: to('shared') },
  // Top to bottom: router, handlers, middleware and answers, use cases, data, aws, lib and observability.
  { from: { element: { type: 'functions-router' } }, allow: to('functions-routes', 'functions-lib', 'functions-observability') },
  {
    from: { element: { type: 'functions-handlers' } },
    allow: to('functions-middleware', 'functions-answers', 'functions-use-cases', 'functions-data', 'functions-aws', 'functions-lib', 'functions-observability', 'functions-geo'),
  },
  {
    from: { element: { type: 'functions-middleware' } },
    allow: to('functions-use-cases', 'functions-data', 'functions-aws', 'functions-lib', 'functions-observability', 'functions-routes', 'functions-geo'),
  },
  {
    from: { element: { type: 'functions-answers' } },
    allow: to('functions-use-cases', 'functions-data', 'functions-aws', 'functions-lib', 'functions-observability', 'functions-routes', 'functions-geo'),
  },
  { from: { element: { type: 'functions-use-cases' } }, allow: to('functions-data', 'functions-aws', 'functions-lib', 'functions-observability', 'functions-geo') },
  { from: { element: { type: 'functions-data' } }, allow: to('functions-aws', 'functions-lib', 'functions-observability', 'functions-geo') },
  { from: { element: { type: 'functions-aws' } }, allow: to('functions-lib', 'functions-observability') },
  { from: { element: { type: 'functions-lib' } }, allow: to('functions-observability') },
  { from: { element: { type: 'functions-routes' } }, allow: to('functions-data', 'functions-lib') },
  {
    from: { element: [{ type: 'functions-handlers', fileInternalPath: 'site/**' }, { type: 'functions-lib', fileInternalPath: 'page-template.ts' }] },
    allow: to('web-ssr'),
  },
];

/**
 * The web app imports shared only (its e2e tests may use local's helpers). A feature stands alone: it builds on
 * src/components, hooks, lib and api, and never imports another feature, not even its index.ts. What two features
 * share lives in those layers; app (its pages, layout and route table), ssr and main.tsx compose the features. lib
 * holds plain functions.
 */
const webArrows = [
  { from: { element: { type: 'web-*' } }, allow: to('shared') },
  ...['web-components', 'web-hooks', 'web-lib', 'web-api', 'web-ssr', 'web-app', 'web-test', 'web-e2e'].map(sameType),
  { from: { element: { type: 'web-api' } }, allow: to('web-lib') },
  { from: { element: { type: 'web-hooks' } }, allow: to('web-lib', 'web-api') },
  { from: { element: { type: 'web-components' } }, allow: to('web-hooks', 'web-lib', 'web-api') },
  // The files of one feature import each other freely: imports inside one element (one captured feature) are not
  // checked. Between two features, whatever the file, the import is refused.
  { from: { element: { type: 'web-feature' } }, allow: to('web-components', 'web-hooks', 'web-lib', 'web-api') },
  {
    from: { element: { type: 'web-feature' } },
    disallow: to('web-feature'),
    message:
      'A feature never imports another feature ({{to.element.captured.feature}}): move what both use to components, hooks, lib or api, or compose them in app/',
  },
  { from: { element: { types: ['web-app', 'web-ssr'] } }, allow: to('web-*') },
  { from: { element: { type: 'web-test' } }, allow: to('web-*') },
  { from: { element: { type: 'web-e2e' } }, allow: to('local') },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', '**/coverage/', '**/cdk.out/', '**/screenshots/', '**/test-results/', '**/.data/', 'functions/.entries/', 'functions/.scratch/', 'docs/openapi.json'],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [tseslint.configs.recommended],
    rules: {
      // Our way to say "not used": leave fields out by destructuring them next to `...rest`, or name the binding `_x`.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // A listener declared before the server that calls it, and assigned once the runtime has started.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ['**/test/**'],
    rules: {
      // Tests read untyped JSON (CloudFormation templates, metric log lines) and assert on it as `any`.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // One component per widget (README, "The look"): our button, icon button, message and icon, on the app's stylesheet.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mui/material/Button', message: 'Use PlainButton (web/src/components/PlainButton.tsx).' },
            { name: '@mui/material/IconButton', message: 'Use PlainIconButton (web/src/components/PlainButton.tsx).' },
            { name: '@mui/material/Alert', message: 'Use Notice (web/src/components/Notice.tsx).' },
            { name: '@mui/material/AlertTitle', message: "Use Notice's heading (web/src/components/Notice.tsx)." },
            { name: '@mui/material', message: 'Import each MUI component from its own path (@mui/material/TextField).' },
          ],
          patterns: [{ group: ['@mui/icons-material', '@mui/icons-material/*'], message: 'Use Icon with a kept path (web/src/components/icon-paths.ts).' }],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      // Patterns name whole folders from the root (partialMatch: false), so `shared` is only the top-level shared/.
      'boundaries/elements': [...functionsLayers, ...webParts, ...workspaces].map((element) => ({ ...element, partialMatch: false })),
      'import/resolver': { typescript: { project: `${import.meta.dirname}/tsconfig.json` } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [...workspaceArrows, ...functionsArrows, ...webArrows],
        },
      ],
    },
  },
);
