import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allRoutes,
  holdSweeper,
  httpRoutes,
  imageVariantsGenerator,
  jobWorker,
  lambdaFunctions,
  siteRoutes,
  streamConsumers,
  webSocketRoutes,
  type FunctionName,
  type HttpRoute,
  type RouteEntry,
} from '@surplus/functions/routes';
import { indexProjection, TABLE_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '@surplus/functions/table';
import { IMAGE_VARIANT_FOLDERS } from '@surplus/shared';
import { securityHeaders } from '@surplus/shared/security-headers';
import { BUSINESS_METRICS, ROUTE_METRICS } from '@surplus/functions/metrics';
import { compactGazetteer, GAZETTEER_FILE } from '@surplus/functions/gazetteer';
import { ORIGIN_HEADER } from '@surplus/functions/origin';
import { IMPORTS_FOLDER } from '../src/constructs/images-bucket';
import { JOBS_VISIBILITY_TIMEOUT } from '../src/constructs/jobs-queue';
import { sharpRuntimePackages } from '../src/constructs/sharp-bundling';
import { PAGE_QUERY_PARAMETERS } from '../src/constructs/site-distribution';
import { SITE_FUNCTION, SITE_TEMPLATE_FILES } from '../src/constructs/site-render-bundling';
import { WEB_DIST } from '../src/paths';
import { stagesInCdkJson, synthesize, type Synthesized } from './support/synth';
import {
  actionsOf,
  asArray,
  flatten,
  onlyResource,
  projectFunctions,
  resourcesOf,
  roleStatements,
  type ProjectFunction,
} from './support/template-queries';

const functionNames = Object.keys(lambdaFunctions) as FunctionName[];
/** What the route table says each function's routes need (the expectations, computed apart from the stack's own union). */
const routesServedBy = (name: FunctionName) => allRoutes.filter((route) => route.fn === name);
const anyRouteOf = (name: FunctionName, needs: (route: RouteEntry) => boolean) => routesServedBy(name).some(needs);
const httpFunctions = new Set(httpRoutes.map((route) => route.fn));
const siteFunctions = new Set(siteRoutes.map((route) => route.fn));
/** What refuses requests without CloudFront's origin secret: every function of both HTTP APIs and the one of the WebSocket $connect. */
const originCheckers = new Set([...httpFunctions, ...siteFunctions, ...webSocketRoutes.filter((route) => route.routeKey === '$connect').map((route) => route.fn)]);
/** The functions that serve nothing but a visitor's GETs. */
const visitorReadFunctions = functionNames.filter((name) =>
  routesServedBy(name).every((route) => 'method' in route && (route as HttpRoute).method === 'GET' && route.table !== 'write'),
);
const DOMAIN = { name: 'doors.example.org', certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc' };
const ROTATED_VERSION = 'a1b2c3d4-0000-4000-8000-000000000002';
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const ONE_YEAR = 365 * 24 * 3600;
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
const SECRET_WRITE_ACTIONS = ['secretsmanager:PutSecretValue', 'secretsmanager:UpdateSecret', 'secretsmanager:CreateSecret', 'secretsmanager:DeleteSecret', 'secretsmanager:RotateSecret'];

let dev: Synthesized;
let prod: Synthesized;
let withDomain: Synthesized;
let functions: Map<string, ProjectFunction>;

/** Every stage of cdk.json, synthesized as `cdk synth -c stage=<name>` would. */
let stages: Map<string, Synthesized>;

beforeAll(() => {
  // Only dev's bundles are inspected: the other syntheses skip esbuild (minutes on a busy machine).
  stages = new Map(Object.keys(stagesInCdkJson).map((stage) => [stage, synthesize(stage, {}, { bundle: stage === 'dev' })]));
  dev = stages.get('dev') as Synthesized;
  prod = stages.get('prod') as Synthesized;
  withDomain = synthesize('prod', { domain: DOMAIN, originSecretVersion: ROTATED_VERSION }, { bundle: false });
  functions = projectFunctions(dev.template);
}, 900_000);

afterAll(() => {
  for (const synthesized of [...(stages?.values() ?? []), withDomain]) synthesized?.dispose();
});

/** The function by its name, or the one serving a handler module (`http/login`). */
const fn = (nameOrHandler: string) => {
  const name = allRoutes.find((route) => route.handler === nameOrHandler)?.fn ?? nameOrHandler;
  const found = functions.get(name);
  if (!found) throw new Error(`No function for ${nameOrHandler}`);
  return found;
};
/** A function's bundle, as synthesis wrote it. */
const assetDirOf = (name: string) => join(dev.outdir, `asset.${String(fn(name).properties.Code.S3Key).replace(/\.zip$/, '')}`);
const statementsOf = (name: string) => roleStatements(dev.template, fn(name).roleId);
const readsSecret = (name: string, secretId: string) =>
  statementsOf(name).some(
    (s) => asArray(s.Action).includes('secretsmanager:GetSecretValue') && asArray(s.Resource).some((r) => flatten(r) === `{${secretId}}`),
  );
const logicalIdOf = (synthesized: Synthesized, type: string, pathFragment: string) => {
  const ids = resourcesOf(synthesized.template, type).map(([id]) => id).filter((id) => id.startsWith(pathFragment));
  expect(ids, `${type} ${pathFragment}`).toHaveLength(1);
  return ids[0] as string;
};
/** A cycle of resources that reference or depend on each other (CloudFormation refuses such a template), or []. */
function dependencyCycle(synthesized: Synthesized): string[] {
  const resources = synthesized.template.toJSON().Resources as Record<string, { DependsOn?: string | string[] }>;
  const edges = new Map<string, string[]>();
  for (const [id, resource] of Object.entries(resources)) {
    const { DependsOn, ...rest } = resource;
    const referenced = [...JSON.stringify(rest).matchAll(/\{"(?:Ref|Fn::GetAtt)":(?:"([^"]+)"|\["([^"]+)")/g)].map((match) => match[1] ?? match[2] ?? '');
    edges.set(id, [...referenced, ...asArray(DependsOn ?? [])].filter((target) => target in resources));
  }
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (id: string): string[] => {
    if (state.get(id) === 'done') return [];
    if (state.get(id) === 'visiting') return [...path.slice(path.indexOf(id)), id];
    state.set(id, 'visiting');
    path.push(id);
    for (const target of edges.get(id) ?? []) {
      const cycle = visit(target);
      if (cycle.length) return cycle;
    }
    path.pop();
    state.set(id, 'done');
    return [];
  };
  for (const id of edges.keys()) {
    const cycle = visit(id);
    if (cycle.length) return cycle;
  }
  return [];
}
const resourceCount = (synthesized: Synthesized) => Object.keys(synthesized.template.toJSON().Resources).length;

describe('functions', () => {
  it('are the few of the route table, each serving its routes: Node.js 24 on arm64 (x86_64 for sharp\'s binaries), each with its own log group', () => {
    expect([...functions.keys()].sort()).toEqual([...functionNames].sort());
    expect(functions.size).toBeLessThanOrEqual(12);
    for (const name of functionNames) expect(routesServedBy(name).length, name).toBeGreaterThan(0);
    const logGroups = new Set<string>();
    for (const [name, { properties }] of functions) {
      const architecture = name === imageVariantsGenerator.fn ? 'x86_64' : 'arm64';
      expect(properties, name).toMatchObject({ Runtime: 'nodejs24.x', Architectures: [architecture], Handler: 'index.handler' });
      logGroups.add(properties.LoggingConfig.LogGroup.Ref);
    }
    expect(logGroups.size).toBe(functions.size);
  });

  it('trace every invocation with X-Ray (active tracing) and may upload the traces', () => {
    for (const [name, { properties, roleId }] of functions) {
      expect(properties.TracingConfig, name).toEqual({ Mode: 'Active' });
      expect(actionsOf(roleStatements(dev.template, roleId)), name).toContain('xray:PutTraceSegments');
    }
  });

  it('give the image-variants function the stage\'s reserved concurrency and a dead-letter queue', () => {
    for (const [synthesized, stage] of [[dev, 'dev'], [prod, 'prod']] as const) {
      const variants = projectFunctions(synthesized.template).get(imageVariantsGenerator.fn);
      expect(variants?.properties.ReservedConcurrentExecutions).toBe(stagesInCdkJson[stage]?.imageVariantsConcurrency);
      expect(flatten(variants?.properties.DeadLetterConfig.TargetArn)).toMatch(/^\{ImageVariantsFailures\w+\.Arn\}$/);
    }
    for (const [name, { properties }] of functions) {
      if (name !== imageVariantsGenerator.fn) expect(properties.ReservedConcurrentExecutions, name).toBeUndefined();
    }
  });

  it('are bundled as minified ESM with the createRequire banner and a source map, each holding its routes\' handlers and no others', () => {
    for (const name of functions.keys()) {
      const assetDir = assetDirOf(name);
      const bundle = readFileSync(join(assetDir, 'index.mjs'), 'utf8');
      expect(bundle.startsWith("import { createRequire } from 'node:module';"), name).toBe(true);
      expect(bundle).toContain('//# sourceMappingURL=index.mjs.map');
      expect(existsSync(join(assetDir, 'index.mjs.map'))).toBe(true);
      expect(bundle.length / bundle.split('\n').length, `${name}: average line length of a minified bundle`).toBeGreaterThan(1000);
      const { sources } = JSON.parse(readFileSync(join(assetDir, 'index.mjs.map'), 'utf8')) as { sources: string[] };
      const handlers = new Set(sources.flatMap((source) => /functions\/src\/handlers\/(.+)\.ts$/.exec(source)?.[1] ?? []));
      expect([...handlers].sort(), name).toEqual([...new Set(routesServedBy(name as FunctionName).map((route) => route.handler))].sort());
    }
  });

  it('bundle the site function with the web build\'s template, React\'s production build, its renderToString alone and the automatic JSX runtime', () => {
    const bundle = assetDirOf(SITE_FUNCTION);
    for (const file of SITE_TEMPLATE_FILES) {
      expect(readFileSync(join(bundle, 'site', file), 'utf8'), file).toBe(readFileSync(join(WEB_DIST, file), 'utf8'));
    }
    const { sources } = JSON.parse(readFileSync(join(bundle, 'index.mjs.map'), 'utf8')) as { sources: string[] };
    expect(sources.filter((source) => source.endsWith('.development.js'))).toEqual([]);
    expect(sources.some((source) => source.endsWith('react-jsx-runtime.production.js'))).toBe(true);
    // renderToString without React's streaming renderer beside it.
    expect(sources.some((source) => source.endsWith('react-dom-server-legacy.node.production.js'))).toBe(true);
    expect(sources.filter((source) => source.endsWith('react-dom-server.node.production.js'))).toEqual([]);
    for (const name of functions.keys()) {
      if (name !== SITE_FUNCTION) expect(existsSync(join(assetDirOf(name), 'site')), name).toBe(false);
    }
  });

  it('ship the compact gazetteer beside the bundle of each function whose routes geocode, and the zipcodes package in none', () => {
    const geocoding = functionNames.filter((name) => anyRouteOf(name, (route) => route.gazetteer === true));
    expect(geocoding.sort()).toEqual(['account', 'buyer', 'public-reads', 'seller', 'site']);
    const compact = JSON.stringify(compactGazetteer());
    for (const name of functions.keys()) {
      const shipped = join(assetDirOf(name), GAZETTEER_FILE);
      expect(existsSync(shipped), name).toBe(geocoding.includes(name as FunctionName));
      if (existsSync(shipped)) expect(readFileSync(shipped, 'utf8') === compact, `${name}: the file is the package's compact gazetteer`).toBe(true);
      const { sources } = JSON.parse(readFileSync(join(assetDirOf(name), 'index.mjs.map'), 'utf8')) as { sources: string[] };
      expect(sources.filter((source) => source.includes('node_modules/zipcodes/')), name).toEqual([]);
    }
  });

  it('give the site function a full vCPU of memory and the others 1024 MB', () => {
    for (const [name, { properties }] of functions) expect(properties.MemorySize, name).toBe(name === SITE_FUNCTION ? 1769 : 1024);
  });

  it('give a function the longest time-out of its routes', () => {
    for (const [name, { properties }] of functions) {
      const longest = Math.max(0, ...routesServedBy(name as FunctionName).map((route) => (route as { timeoutSeconds?: number }).timeoutSeconds ?? 0));
      if (longest > 0) expect(properties.Timeout, name).toBe(longest);
      else expect(properties.Timeout, name).toBeLessThanOrEqual(60);
    }
  });

  it('get the environment of exactly what their routes are granted', () => {
    for (const name of functionNames) {
      const env = fn(name).environment;
      expect(env).toMatchObject({
        POWERTOOLS_SERVICE_NAME: 'surplus-doors',
        POWERTOOLS_LOG_LEVEL: stagesInCdkJson.dev?.logLevel,
        NODE_OPTIONS: '--enable-source-maps',
      });
      expect('TABLE_NAME' in env, name).toBe(anyRouteOf(name, (route) => route.table !== 'none'));
      expect('IMAGES_BUCKET' in env, name).toBe(anyRouteOf(name, (route) => Boolean(route.images || route.imports)));
      expect('JOBS_QUEUE_URL' in env, name).toBe(anyRouteOf(name, (route) => Boolean(route.jobs)));
      expect('MAIL_FROM' in env, name).toBe(anyRouteOf(name, (route) => Boolean(route.mail)));
      expect('APP_URL' in env, name).toBe(anyRouteOf(name, (route) => Boolean(route.mail || route.siteUrl)));
      expect('SITE_TEMPLATE_DIR' in env, name).toBe(name === SITE_FUNCTION);
      expect('WS_CALLBACK_URL' in env, name).toBe(anyRouteOf(name, (route) => Boolean(route.connections)));
      expect('SIGNING_SECRET_ARN' in env, name).toBe(httpFunctions.has(name));
      expect('ORIGIN_SECRET_ARN' in env, name).toBe(originCheckers.has(name));
    }
    const mailer = fn('http/forgot-password').environment;
    expect(mailer.MAIL_FROM).toBe(stagesInCdkJson.dev?.mail.from);
    expect(flatten(mailer.APP_URL)).toMatch(/^https:\/\/\{SiteDistribution\w+\.DomainName\}$/);
    expect(fn(SITE_FUNCTION).environment.SITE_TEMPLATE_DIR).toBe('/var/task/site');
    expect(fn(jobWorker.handler).environment.JOBS_QUEUE_URL).toEqual({ Ref: logicalIdOf(dev, 'AWS::SQS::Queue', 'JobsQueue') });
    expect(flatten(fn('ws/default').environment.WS_CALLBACK_URL)).toMatch(/^https:\/\/\{LiveUpdatesApi\w+\}\.execute-api\.\{AWS::Region\}\.\{AWS::URLSuffix\}\/ws$/);
  });
});

describe('permissions', () => {
  it('give table access read-only or read-write as the function\'s routes need, never Scan', () => {
    for (const name of functionNames) {
      const actions = actionsOf(statementsOf(name));
      const dynamodb = [...actions].filter((action) => action.startsWith('dynamodb:') && action !== 'dynamodb:ListStreams');
      expect(actions.has('dynamodb:Scan'), name).toBe(false);
      const writes = anyRouteOf(name, (route) => route.table === 'write');
      const reads = anyRouteOf(name, (route) => route.table === 'read');
      if (writes) expect(dynamodb, name).toEqual(expect.arrayContaining(WRITE_ACTIONS));
      else if (reads) expect(dynamodb.sort(), name).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query']);
      else expect(dynamodb, name).toEqual([]);
    }
  });

  it('give no function a table write, e-mail or secret write unless one of its routes needs it', () => {
    for (const name of functionNames) {
      const actions = actionsOf(statementsOf(name));
      const writes = WRITE_ACTIONS.some((action) => actions.has(action));
      expect(writes, `${name}: table writes`).toBe(anyRouteOf(name, (route) => route.table === 'write'));
      expect(actions.has('ses:SendEmail'), `${name}: e-mail`).toBe(anyRouteOf(name, (route) => Boolean(route.mail)));
      expect(SECRET_WRITE_ACTIONS.filter((action) => actions.has(action)), name).toEqual([]);
    }
  });

  it('give the functions that serve only visitor GETs read-only table access and no mail', () => {
    expect(visitorReadFunctions).toContain('public-reads');
    for (const name of visitorReadFunctions) {
      const actions = [...actionsOf(statementsOf(name))];
      expect(actions.filter((action) => WRITE_ACTIONS.includes(action) || action === 'dynamodb:ConditionCheckItem'), name).toEqual([]);
      expect(actions.filter((action) => action.startsWith('ses:') || action === 's3:PutObject' || action === 's3:DeleteObject'), name).toEqual([]);
    }
  });

  it('scope table access to the table and its named indexes', () => {
    const tableStatement = statementsOf('http/login').find((statement) => asArray(statement.Action).includes('dynamodb:Query'));
    const resources = asArray(tableStatement?.Resource).map(flatten);
    // In any order: CDK sorts a statement's resources as text (gsi10 before gsi2).
    expect(resources).toHaveLength(1 + TABLE_INDEXES.length);
    expect(resources).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\{Table\w+\.Arn\}$/),
        ...TABLE_INDEXES.map((index) => expect.stringMatching(new RegExp(`^\\{Table\\w+\\.Arn\\}/index/${index.indexName}$`))),
      ]),
    );
  });

  it('let only functions with image routes reach the images bucket, and read grants only read, under uploads/ (and imports/ for import routes)', () => {
    for (const name of functionNames) {
      const statements = statementsOf(name);
      const actions = actionsOf(statements);
      const s3 = [...actions].filter((action) => action.startsWith('s3:'));
      const images = new Set(routesServedBy(name).map((route) => route.images).filter(Boolean));
      const imports = anyRouteOf(name, (route) => Boolean(route.imports));
      const folders = imports ? /^\{Images\w+\.Arn\}\/(uploads|imports)\/\*$/ : /^\{Images\w+\.Arn\}\/uploads\/\*$/;
      if (images.size === 0 && !imports) expect(s3, name).toEqual([]);
      else if (images.has('variants')) expect(s3.sort(), name).toEqual(['s3:GetObject', 's3:ListBucket', 's3:PutObject']);
      else if (images.has('write') || imports) expect(actions.has('s3:PutObject'), name).toBe(true);
      else expect(s3.sort(), name).toEqual(['s3:GetObject', 's3:ListBucket']);
      for (const statement of statements.filter((s) => asArray(s.Action).includes('s3:GetObject'))) {
        for (const resource of asArray(statement.Resource)) expect(flatten(resource), name).toMatch(folders);
      }
    }
  });

  it('let the functions of import routes, and only those, read, write and delete CSV files under imports/, and nothing more there', () => {
    const importers = new Set(allRoutes.filter((route) => route.imports).map((route) => route.fn));
    for (const name of functionNames) {
      const onImports = statementsOf(name).filter((s) => asArray(s.Resource).some((resource) => flatten(resource).includes(`/${IMPORTS_FOLDER}`)));
      expect(onImports.length > 0, name).toBe(importers.has(name));
      for (const statement of onImports) {
        expect(asArray(statement.Resource).map(flatten), name).toContainEqual(expect.stringMatching(new RegExp(`^\\{Images\\w+\\.Arn\\}/${IMPORTS_FOLDER}\\*$`)));
        expect(asArray(statement.Action).sort(), name).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject']);
      }
    }
    // A presigned POST is signed with the role of the function that makes it: the upload is a PutObject of that role.
    expect(actionsOf(statementsOf('http/presign-import')).has('s3:PutObject')).toBe(true);
  });

  it('let the functions of job routes, and only those, send messages to the jobs queue, and only send', () => {
    const queue = logicalIdOf(dev, 'AWS::SQS::Queue', 'JobsQueue');
    const senders = new Set(allRoutes.filter((route) => route.jobs).map((route) => route.fn));
    for (const name of functionNames) {
      const onQueue = statementsOf(name).filter((s) => asArray(s.Resource).some((resource) => flatten(resource) === `{${queue}.Arn}`));
      const actions = onQueue.flatMap((statement) => asArray(statement.Action));
      expect(actions.includes('sqs:SendMessage'), name).toBe(senders.has(name));
      // The jobs function also receives and deletes, through its event source mapping.
      if (name !== jobWorker.fn) expect(actions.filter((action) => action !== 'sqs:SendMessage'), name).toEqual([]);
    }
  });

  it.each(['http/forgot-password', 'http/create-inquiry', 'http/reply-inquiry'])('let only the functions of mail routes send e-mail (%s among them), as the configured identity', (mailer) => {
    const senders = functionNames.filter((name) => actionsOf(statementsOf(name)).has('ses:SendEmail'));
    expect(senders.sort()).toEqual([...new Set(allRoutes.filter((route) => route.mail).map((route) => route.fn))].sort());
    const statements = statementsOf(mailer);
    const ses = statements.find((statement) => asArray(statement.Action).includes('ses:SendEmail'));
    expect(flatten(ses?.Resource)).toBe(`arn:{AWS::Partition}:ses:{AWS::Region}:{AWS::AccountId}:identity/${stagesInCdkJson.dev?.mail.identity}`);
    for (const name of functionNames) expect([...actionsOf(statementsOf(name))].filter((action) => action.startsWith('ssm:')), name).toEqual([]);
  });

  it('let only functions of connection routes post to connections, on the ws stage', () => {
    for (const name of functionNames) {
      const statement = statementsOf(name).find((s) => asArray(s.Action).includes('execute-api:ManageConnections'));
      expect(Boolean(statement), name).toBe(anyRouteOf(name, (route) => Boolean(route.connections)));
      if (statement) {
        expect(flatten(statement.Resource)).toMatch(
          /^arn:\{AWS::Partition\}:execute-api:\{AWS::Region\}:\{AWS::AccountId\}:\{LiveUpdatesApi\w+\}\/ws\/POST\/@connections\/\*$/,
        );
      }
    }
  });

  it('let the HTTP functions and the one of $connect, and only those, read the origin secret', () => {
    const secret = logicalIdOf(dev, 'AWS::SecretsManager::Secret', 'OriginSecret');
    for (const name of functionNames) expect(readsSecret(name, secret), name).toBe(originCheckers.has(name));
  });

  it('let every function of the HTTP API, and only those, read the signing secret', () => {
    const secret = logicalIdOf(dev, 'AWS::SecretsManager::Secret', 'SigningSecret');
    for (const name of functionNames) expect(readsSecret(name, secret), name).toBe(httpFunctions.has(name));
  });

  it('use roles of their own: no managed policies, no wildcard actions, logs only to their own group', () => {
    for (const [name, { roleId, properties }] of functions) {
      const role = dev.template.toJSON().Resources[roleId];
      expect(role.Properties.ManagedPolicyArns, name).toBeUndefined();
      const statements = roleStatements(dev.template, roleId);
      expect([...actionsOf(statements)].filter((action) => action.includes('*')), name).toEqual([]);
      const logs = statements.find((statement) => asArray(statement.Action).includes('logs:PutLogEvents'));
      expect(logs?.Resource).toEqual({ 'Fn::GetAtt': [properties.LoggingConfig.LogGroup.Ref, 'Arn'] });
    }
  });
});

describe('APIs', () => {
  const integrationTargets = (synthesized: Synthesized) =>
    new Map(
      resourcesOf(synthesized.template, 'AWS::ApiGatewayV2::Integration').map(([id, integration]) => [
        id,
        flatten(integration.Properties.IntegrationUri),
      ]),
    );
  /** Route key -> the integration URI it reaches, for the routes of one API. */
  const routeTargets = (apiId: string) => {
    const integrations = integrationTargets(dev);
    return new Map(
      resourcesOf(dev.template, 'AWS::ApiGatewayV2::Route')
        .filter(([, route]) => route.Properties.ApiId.Ref === apiId)
        .map(([, route]) => {
          const integrationId = flatten(route.Properties.Target).match(/^integrations\/\{(\w+)\}$/)?.[1] ?? '';
          return [route.Properties.RouteKey as string, integrations.get(integrationId)];
        }),
    );
  };

  it.each([
    ['HTTP API', 'Api', httpRoutes],
    ['site API', 'SiteApi', siteRoutes],
  ] as const)('route each %s route explicitly to the function the route table names, one integration per function', (_name, api, routes) => {
    const apiId = logicalIdOf(dev, 'AWS::ApiGatewayV2::Api', api);
    const targets = routeTargets(apiId);
    expect(targets.size).toBe(routes.length);
    for (const route of routes) expect(targets.get(`${route.method} ${route.path}`)).toContain(fn(route.fn).logicalId);
    const integrations = resourcesOf(dev.template, 'AWS::ApiGatewayV2::Integration').filter(([, integration]) => integration.Properties.ApiId.Ref === apiId);
    expect(integrations).toHaveLength(new Set(routes.map((route) => route.fn)).size);
    expect([...targets.keys()].some((key) => key.includes('$default') || key === 'ANY /{proxy+}')).toBe(false);
  });

  it('let each API invoke each of its functions through one permission scoped to that API', () => {
    for (const api of ['Api', 'SiteApi']) {
      const apiId = logicalIdOf(dev, 'AWS::ApiGatewayV2::Api', api);
      const permissions = resourcesOf(dev.template, 'AWS::Lambda::Permission').filter(([, permission]) => flatten(permission.Properties.SourceArn).includes(`{${apiId}}`));
      const served = new Set((api === 'Api' ? httpRoutes : siteRoutes).map((route) => route.fn));
      expect(permissions.map(([, permission]) => permission.Properties.FunctionName['Fn::GetAtt'][0]).sort()).toEqual([...served].map((name) => fn(name).logicalId).sort());
      for (const [, permission] of permissions) expect(flatten(permission.Properties.SourceArn)).toMatch(new RegExp(`:\\{${apiId}\\}/\\*/\\*/\\*$`));
    }
  });

  it('send / and every other page path to the site function', () => {
    const targets = routeTargets(logicalIdOf(dev, 'AWS::ApiGatewayV2::Api', 'SiteApi'));
    expect(targets.get('GET /')).toBeDefined();
    expect(targets.get('GET /{path+}')).toBe(targets.get('GET /'));
    expect(targets.get('GET /')).toContain(fn(SITE_FUNCTION).logicalId);
  });

  it('route $connect, $disconnect and $default of the WebSocket API to its function', () => {
    const routes = routeTargets(logicalIdOf(dev, 'AWS::ApiGatewayV2::Api', 'LiveUpdates'));
    expect(routes.size).toBe(webSocketRoutes.length);
    for (const route of webSocketRoutes) expect(routes.get(route.routeKey)).toContain(fn(route.fn).logicalId);
  });

  it('throttle and log every stage (the two HTTP APIs\' and the WebSocket API\'s)', () => {
    const throttle = stagesInCdkJson.dev?.throttle;
    const stages = resourcesOf(dev.template, 'AWS::ApiGatewayV2::Stage');
    expect(stages.map(([, stage]) => stage.Properties.StageName).sort()).toEqual(['$default', '$default', 'ws']);
    for (const [id, stage] of stages) {
      expect(stage.Properties, id).toMatchObject({
        AutoDeploy: true,
        DefaultRouteSettings: { ThrottlingRateLimit: throttle?.rateLimit, ThrottlingBurstLimit: throttle?.burstLimit },
        AccessLogSettings: { DestinationArn: { 'Fn::GetAtt': [expect.any(String), 'Arn'] }, Format: expect.stringContaining('requestId') },
      });
    }
    dev.template.resourceCountIs('AWS::ApiGateway::Account', 1);
  });
});

describe('image variants', () => {
  const generator = imageVariantsGenerator.fn;

  it('are made by their function for every object created under uploads/', () => {
    const [, notifications] = onlyResource(dev.template, 'Custom::S3BucketNotifications');
    const images = logicalIdOf(dev, 'AWS::S3::Bucket', 'Images');
    expect(notifications.Properties.BucketName).toEqual({ Ref: images });
    expect(notifications.Properties.NotificationConfiguration).toEqual({
      LambdaFunctionConfigurations: [
        {
          Events: ['s3:ObjectCreated:*'],
          Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: imageVariantsGenerator.keyPrefix }] } },
          LambdaFunctionArn: { 'Fn::GetAtt': [fn(generator).logicalId, 'Arn'] },
        },
      ],
    });
    dev.template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 's3.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [fn(generator).logicalId, 'Arn'] },
      SourceArn: { 'Fn::GetAtt': [images, 'Arn'] },
      SourceAccount: { Ref: 'AWS::AccountId' },
    });
  });

  it('are written only into the variant folders, never over an upload', () => {
    const puts = statementsOf(generator).filter((statement) => asArray(statement.Action).includes('s3:PutObject'));
    expect(puts.map((statement) => asArray(statement.Action))).toEqual([['s3:PutObject']]);
    const folders = Object.values(IMAGE_VARIANT_FOLDERS).sort();
    expect(puts.flatMap((statement) => asArray(statement.Resource).map(flatten)).sort()).toEqual(
      folders.map((folder) => expect.stringMatching(new RegExp(`^\\{Images\\w+\\.Arn\\}/uploads/${folder}/\\*$`))),
    );
  });

  it('ship sharp and its Linux x64 binaries beside the bundle, and only there', () => {
    const asset = assetDirOf(generator);
    expect(readFileSync(join(asset, 'index.mjs'), 'utf8')).toMatch(/from\s*["']sharp["']/);
    for (const path of sharpRuntimePackages()) expect(existsSync(join(asset, path, 'package.json')), path).toBe(true);
    expect(readdirSync(join(asset, 'node_modules/@img/sharp-linux-x64/lib')).some((file) => file.endsWith('.node'))).toBe(true);
    expect(readdirSync(join(asset, 'node_modules/@img/sharp-libvips-linux-x64/lib')).some((file) => file.startsWith('libvips-cpp.so'))).toBe(true);
    for (const handler of functions.keys()) {
      if (handler === generator) continue;
      expect(existsSync(join(assetDirOf(handler), 'node_modules')), handler).toBe(false);
      expect(readFileSync(join(assetDirOf(handler), 'index.mjs'), 'utf8'), handler).not.toMatch(/["']sharp["']/);
    }
  });

  it('load sharp from the shipped tree alone and convert an image', () => {
    const script =
      "import sharp from 'sharp';" +
      "const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#b4642a' } }).png().toBuffer();" +
      "const { info } = await sharp(png).resize({ width: 640, height: 480, fit: 'inside' }).webp().toBuffer({ resolveWithObject: true });" +
      'console.log(`${info.format} ${info.width}x${info.height}`);';
    const output = execFileSync(process.execPath, ['--input-type=module', '--eval', script], { cwd: assetDirOf(generator), encoding: 'utf8' });
    expect(output.trim()).toBe('webp 640x427');
  });
});

describe('data', () => {
  it('is one on-demand table built from the shared definition, with PITR, TTL and a stream', () => {
    dev.template.resourceCountIs('AWS::DynamoDB::Table', 1);
    dev.template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_INDEXES.map((index) =>
        Match.objectLike({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: indexProjection(index),
        }),
      ),
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
  });

  it('feeds each stream consumer only its records, with retries, bisection and an SQS on-failure destination', () => {
    const mappings = Object.values(dev.template.findResources('AWS::Lambda::EventSourceMapping'));
    // And the jobs queue's (below).
    expect(mappings).toHaveLength(streamConsumers.length + 1);
    for (const consumer of streamConsumers) {
      const queue = logicalIdOf(dev, 'AWS::SQS::Queue', `${consumer.name}Failures`);
      const mapping = mappings.find((candidate) => JSON.stringify(candidate.Properties.FunctionName).includes(fn(consumer.handler).logicalId));
      expect(mapping?.Properties).toMatchObject({
        FunctionName: { Ref: fn(consumer.handler).logicalId },
        EventSourceArn: { 'Fn::GetAtt': [logicalIdOf(dev, 'AWS::DynamoDB::Table', 'Table'), 'StreamArn'] },
        FilterCriteria: { Filters: [{ Pattern: JSON.stringify(consumer.filterPattern) }] },
        StartingPosition: 'LATEST',
        BatchSize: expect.any(Number),
        BisectBatchOnFunctionError: true,
        MaximumRetryAttempts: expect.any(Number),
        DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queue, 'Arn'] } } },
      });
    }
  });

  it('queues jobs encrypted and TLS-only, hidden for six times the worker\'s time-out while one runs, then to a failure queue', () => {
    const queue = logicalIdOf(dev, 'AWS::SQS::Queue', 'JobsQueue');
    const failures = logicalIdOf(dev, 'AWS::SQS::Queue', 'JobsFailures');
    const { Properties } = dev.template.toJSON().Resources[queue];
    expect(Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [failures, 'Arn'] }, maxReceiveCount: jobWorker.maxReceiveCount },
    });
    expect(Properties.VisibilityTimeout).toBe(JOBS_VISIBILITY_TIMEOUT.toSeconds());
    expect(Properties.VisibilityTimeout).toBeGreaterThanOrEqual(6 * fn(jobWorker.handler).properties.Timeout);
    expect(fn(jobWorker.handler).properties.Timeout).toBe(jobWorker.timeoutSeconds);
    for (const id of [queue, failures]) {
      dev.template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: id }],
        PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
      });
    }
  });

  it('feeds the jobs function the jobs queue one message at a time, retrying only the messages it reports as failed', () => {
    const mappings = Object.values(dev.template.findResources('AWS::Lambda::EventSourceMapping'));
    const fromQueue = mappings.filter((mapping) => flatten(mapping.Properties.EventSourceArn) === `{${logicalIdOf(dev, 'AWS::SQS::Queue', 'JobsQueue')}.Arn}`);
    expect(fromQueue).toHaveLength(1);
    expect(fromQueue[0]?.Properties).toMatchObject({
      FunctionName: { Ref: fn(jobWorker.handler).logicalId },
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: stagesInCdkJson.dev?.jobsConcurrency },
    });
  });

  it('alarms when a job step has waited 15 minutes in the jobs queue', () => {
    dev.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'surplus-dev-JobsQueueStuck',
      MetricName: 'ApproximateAgeOfOldestMessage',
      Namespace: 'AWS/SQS',
      Threshold: 900,
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [logicalIdOf(dev, 'AWS::SQS::Queue', 'JobsQueue'), 'QueueName'] } }],
    });
  });

  it('names the jobs queue and every failure queue in the outputs', () => {
    const outputs = dev.template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(outputs.JobsQueueUrl?.Value).toEqual({ Ref: logicalIdOf(dev, 'AWS::SQS::Queue', 'JobsQueue') });
    const named = Object.values(outputs).map(({ Value }) => flatten(Value));
    const failureQueues = resourcesOf(dev.template, 'AWS::SQS::Queue').filter(([id]) => /Failures[0-9A-F]{8}$/.test(id));
    expect(failureQueues).toHaveLength(streamConsumers.length + 2);
    for (const [id] of failureQueues) expect(named, id).toContain(`{${id}}`);
  });

  it('expires the CSV files of imports a week after their upload, and nothing else', () => {
    const images = logicalIdOf(dev, 'AWS::S3::Bucket', 'Images');
    expect(dev.template.toJSON().Resources[images].Properties.LifecycleConfiguration).toEqual({
      Rules: [{ Id: 'ExpireImports', Prefix: IMPORTS_FOLDER, ExpirationInDays: 7, Status: 'Enabled' }],
    });
  });

  it('keeps the images bucket private, encrypted and TLS-only, open to presigned POSTs from CloudFront', () => {
    dev.template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [{ AllowedMethods: ['POST'], AllowedOrigins: ['https://*.cloudfront.net'], AllowedHeaders: ['*'], MaxAge: 3000 }] },
    });
    for (const [id, bucket] of resourcesOf(dev.template, 'AWS::S3::Bucket')) {
      expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption, id).toBeDefined();
      dev.template.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: id },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });

  it('keeps the CSRF key in a generated secret', () => {
    dev.template.hasResourceProperties('AWS::SecretsManager::Secret', { GenerateSecretString: Match.objectLike({ PasswordLength: 64 }) });
    const secret = logicalIdOf(dev, 'AWS::SecretsManager::Secret', 'SigningSecret');
    expect(fn('http/get-csrf-token').environment.SIGNING_SECRET_ARN).toEqual({ Ref: secret });
  });
});

describe('site distribution', () => {
  const distributionConfig = (synthesized: Synthesized) => {
    const [, distribution] = onlyResource(synthesized.template, 'AWS::CloudFront::Distribution');
    return distribution.Properties.DistributionConfig;
  };
  const behavior = (path: string) => distributionConfig(dev).CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === path);
  const originDomain = (originId: string) =>
    flatten(distributionConfig(dev).Origins.find((origin: { Id: string }) => origin.Id === originId).DomainName);

  const cachePolicy = (reference: { Ref: string }) => dev.template.toJSON().Resources[reference.Ref].Properties.CachePolicyConfig;
  const siteApiDomain = () => `{${logicalIdOf(dev, 'AWS::ApiGatewayV2::Api', 'SiteApi')}}.execute-api.{AWS::Region}.{AWS::URLSuffix}`;

  it('sends every page to the site API, cached for the origin\'s s-maxage and keyed only by the list parameters', () => {
    const config = distributionConfig(dev);
    expect(originDomain(config.DefaultCacheBehavior.TargetOriginId)).toBe(siteApiDomain());
    expect(config.DefaultCacheBehavior).toMatchObject({ ViewerProtocolPolicy: 'redirect-to-https', Compress: true });
    expect(config.DefaultCacheBehavior.AllowedMethods ?? ['GET', 'HEAD']).toEqual(['GET', 'HEAD']);
    // Only the origin header goes besides the cache key: no cookie, no viewer header, no other query string.
    expect(config.DefaultCacheBehavior.OriginRequestPolicyId).toBeUndefined();
    expect(config.DefaultCacheBehavior.CachePolicyId.Ref).toMatch(/^SitePages/);
    const pages = cachePolicy(config.DefaultCacheBehavior.CachePolicyId);
    expect(pages).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 24 * 3600 });
    expect(pages.ParametersInCacheKeyAndForwardedToOrigin).toEqual({
      CookiesConfig: { CookieBehavior: 'none' },
      HeadersConfig: { HeaderBehavior: 'none' },
      QueryStringsConfig: { QueryStringBehavior: 'whitelist', QueryStrings: PAGE_QUERY_PARAMETERS },
      EnableAcceptEncodingGzip: true,
      EnableAcceptEncodingBrotli: true,
    });
    expect([...PAGE_QUERY_PARAMETERS].sort()).toEqual(['business', 'category', 'cursor', 'hideMine', 'mine', 'page', 'q', 'sort', 'tab']);
  });

  it('rewrites nothing: no root object, no CloudFront function, no error page (the site API answers every path)', () => {
    const config = distributionConfig(dev);
    expect(config.DefaultRootObject).toBeUndefined();
    expect(config.CustomErrorResponses).toBeUndefined();
    for (const b of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) expect(b.FunctionAssociations, b.PathPattern).toBeUndefined();
    dev.template.resourceCountIs('AWS::CloudFront::Function', 0);
  });

  it('sends robots.txt and the sitemaps to the site API like pages, ahead of the bucket\'s files', () => {
    const patterns = (distributionConfig(dev).CacheBehaviors as { PathPattern: string }[]).map((b) => b.PathPattern);
    const defaultPolicy = distributionConfig(dev).DefaultCacheBehavior.CachePolicyId;
    for (const path of ['/robots.txt', '/sitemap.xml', '/sitemaps/*']) {
      expect(originDomain(behavior(path).TargetOriginId), path).toBe(siteApiDomain());
      expect(behavior(path), path).toMatchObject({ CachePolicyId: defaultPolicy, ViewerProtocolPolicy: 'redirect-to-https', Compress: true });
      expect(patterns.indexOf(path), path).toBeLessThan(patterns.indexOf('/*.*'));
    }
    expect(patterns.indexOf('/assets/*')).toBeLessThan(patterns.indexOf('/*.*'));
  });

  it('serves the hashed /assets/* from the web bucket through OAC for a year, the other build files briefly', () => {
    const web = /^\{SiteWebBucket\w+\.RegionalDomainName\}$/;
    expect(originDomain(behavior('/assets/*').TargetOriginId)).toMatch(web);
    expect(cachePolicy(behavior('/assets/*').CachePolicyId)).toMatchObject({ DefaultTTL: ONE_YEAR, MaxTTL: ONE_YEAR });
    expect(originDomain(behavior('/*.*').TargetOriginId)).toMatch(web);
    expect(behavior('/*.*').CachePolicyId).toBe(CACHING_OPTIMIZED);
    for (const path of ['/assets/*', '/*.*']) expect(behavior(path), path).toMatchObject({ ViewerProtocolPolicy: 'redirect-to-https', Compress: true });
    dev.template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
  });

  it('compresses every cacheable answer (gzip and brotli in the cache key)', () => {
    const config = distributionConfig(dev);
    for (const b of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      if (b.CachePolicyId === CACHING_DISABLED) continue;
      expect(b.Compress, b.PathPattern ?? 'default').toBe(true);
      if (b.CachePolicyId.Ref) {
        expect(cachePolicy(b.CachePolicyId).ParametersInCacheKeyAndForwardedToOrigin, b.PathPattern).toMatchObject({
          EnableAcceptEncodingGzip: true,
          EnableAcceptEncodingBrotli: true,
        });
      }
    }
  });

  it('uploads the assets immutable and never prunes them, the other files short-lived, pruned apart from the assets', () => {
    const deployments = resourcesOf(dev.template, 'Custom::CDKBucketDeployment');
    expect(deployments).toHaveLength(2);
    const assets = deployments.find(([, d]) => d.Properties.DestinationBucketKeyPrefix === 'assets/');
    const files = deployments.find(([, d]) => d.Properties.DestinationBucketKeyPrefix === undefined);
    expect(assets?.[1].Properties).toMatchObject({ Prune: false, SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' } });
    expect(assets?.[1].Properties.DistributionId).toBeUndefined();
    expect(files?.[1].Properties).toMatchObject({
      SystemMetadata: { 'cache-control': 'public, max-age=300' },
      Exclude: ['assets/*'],
      DistributionPaths: ['/*'],
    });
    expect(files?.[1].Properties.Prune ?? true).toBe(true);
    // The renderer's template names the new assets: it goes live after their upload, and the invalidation after it.
    const resources = dev.template.toJSON().Resources;
    expect(resources[fn(SITE_FUNCTION).logicalId].DependsOn).toContain(assets?.[0]);
    expect(resources[files?.[0] as string].DependsOn).toContain(fn(SITE_FUNCTION).logicalId);
  });

  it('passes /api/* to the HTTP API uncached, with every viewer header but Host, cookies and query strings', () => {
    expect(behavior('/api/*')).toMatchObject({
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']),
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      ViewerProtocolPolicy: 'https-only',
    });
    const api = logicalIdOf(dev, 'AWS::ApiGatewayV2::Api', 'Api');
    expect(originDomain(behavior('/api/*').TargetOriginId)).toBe(`{${api}}.execute-api.{AWS::Region}.{AWS::URLSuffix}`);
  });

  it('sends the origin secret, resolved from Secrets Manager at deploy time, to the three API origins and nowhere else', () => {
    const secret = logicalIdOf(dev, 'AWS::SecretsManager::Secret', 'OriginSecret');
    const config = distributionConfig(dev);
    const origins = config.Origins as { Id: string; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
    const targets = { '/api/*': behavior('/api/*').TargetOriginId, '/ws': behavior('/ws').TargetOriginId, default: config.DefaultCacheBehavior.TargetOriginId };
    for (const [path, target] of Object.entries(targets)) {
      const origin = origins.find((candidate) => candidate.Id === target);
      expect(origin?.OriginCustomHeaders, path).toHaveLength(1);
      expect(origin?.OriginCustomHeaders?.[0]?.HeaderName).toBe(ORIGIN_HEADER);
      expect(flatten(origin?.OriginCustomHeaders?.[0]?.HeaderValue)).toBe(`{{resolve:secretsmanager:{${secret}}:SecretString:::}}`);
    }
    expect(origins.filter((origin) => origin.OriginCustomHeaders)).toHaveLength(3);
    dev.template.hasResourceProperties('AWS::SecretsManager::Secret', {
      Description: Match.stringLikeRegexp(ORIGIN_HEADER),
      GenerateSecretString: Match.objectLike({ PasswordLength: 64 }),
    });
  });

  it('sends a pinned version of the origin secret once a rotation names it', () => {
    const origins = distributionConfig(withDomain).Origins as { OriginCustomHeaders?: { HeaderValue: unknown }[] }[];
    const values = origins.flatMap((origin) => origin.OriginCustomHeaders ?? []).map((header) => flatten(header.HeaderValue));
    expect(values).toHaveLength(3);
    for (const value of values) expect(value).toMatch(new RegExp(`:SecretString:::${ROTATED_VERSION}\\}\\}$`));
  });

  it('passes /ws to the WebSocket API uncached', () => {
    expect(behavior('/ws')).toMatchObject({ CachePolicyId: CACHING_DISABLED, OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER });
    expect(originDomain(behavior('/ws').TargetOriginId)).toMatch(/^\{LiveUpdatesApi\w+\}\.execute-api\./);
  });

  it('never serves the CSV files of imports: the images bucket is the origin of /uploads/* alone, and refuses CloudFront imports/', () => {
    const config = distributionConfig(dev);
    const imagesOrigin = behavior('/uploads/*').TargetOriginId;
    const fromImages = [config.DefaultCacheBehavior, ...config.CacheBehaviors].filter((b: { TargetOriginId: string }) => b.TargetOriginId === imagesOrigin);
    expect(fromImages.map((b: { PathPattern: string }) => b.PathPattern)).toEqual(['/uploads/*']);
    expect(config.Origins.find((origin: { Id: string }) => origin.Id === imagesOrigin).OriginPath ?? '').toBe('');
    const images = logicalIdOf(dev, 'AWS::S3::Bucket', 'Images');
    dev.template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: images },
      PolicyDocument: {
        Statement: Match.arrayWith([
          {
            Effect: 'Deny',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [images, 'Arn'] }, `/${IMPORTS_FOLDER}*`]] },
          },
        ]),
      },
    });
  });

  it('serves /uploads/* from the images bucket through OAC with a long cache', () => {
    expect(originDomain(behavior('/uploads/*').TargetOriginId)).toMatch(/^\{Images\w+\.RegionalDomainName\}$/);
    expect(cachePolicy(behavior('/uploads/*').CachePolicyId)).toMatchObject({ DefaultTTL: ONE_YEAR, MaxTTL: ONE_YEAR });
    expect(behavior('/uploads/*').CachePolicyId.Ref).toMatch(/^SiteImmutable/);
  });

  it('sends the same security headers as the local server on every behaviour', () => {
    const [policyId, policy] = onlyResource(dev.template, 'AWS::CloudFront::ResponseHeadersPolicy');
    const config = policy.Properties.ResponseHeadersPolicyConfig;
    const uploadOrigin = 'https://{Images}.s3.{AWS::Region}.{AWS::URLSuffix}';
    const expected = securityHeaders(uploadOrigin);
    const security = config.SecurityHeadersConfig;
    const csp = flatten(security.ContentSecurityPolicy.ContentSecurityPolicy).replace(/\{Images\w+\}/, '{Images}');
    expect(csp).toBe(expected['Content-Security-Policy']);
    const hsts = `max-age=${security.StrictTransportSecurity.AccessControlMaxAgeSec}${security.StrictTransportSecurity.IncludeSubdomains ? '; includeSubDomains' : ''}`;
    expect(hsts).toBe(expected['Strict-Transport-Security']);
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(security.FrameOptions.FrameOption).toBe(expected['X-Frame-Options']);
    expect(security.ReferrerPolicy.ReferrerPolicy).toBe(expected['Referrer-Policy']);
    expect(config.CustomHeadersConfig.Items).toEqual([{ Header: 'Permissions-Policy', Value: expected['Permissions-Policy'], Override: true }]);

    const distribution = distributionConfig(dev);
    for (const b of [distribution.DefaultCacheBehavior, ...distribution.CacheBehaviors]) expect(b.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
  });

  it('logs to the access-log bucket', () => {
    expect(distributionConfig(dev).Logging.Bucket['Fn::GetAtt'][0]).toMatch(/^AccessLogs/);
  });

  it('names the site API and the page renderer in the outputs', () => {
    const outputs = dev.template.toJSON().Outputs;
    expect(outputs.SiteApiId.Value).toEqual({ Ref: logicalIdOf(dev, 'AWS::ApiGatewayV2::Api', 'SiteApi') });
    expect(outputs.PageRendererFunctionName.Value).toEqual({ Ref: fn(SITE_FUNCTION).logicalId });
  });

  it('gives the CloudFront URL to the functions that name the site, with no dependency cycle', () => {
    dev.template.resourceCountIs('AWS::SSM::Parameter', 0);
    for (const name of functionNames.filter((candidate) => anyRouteOf(candidate, (route) => Boolean(route.mail || route.siteUrl)))) {
      expect(fn(name).environment.APP_URL, name).toEqual({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [expect.stringMatching(/^SiteDistribution/), 'DomainName'] }]] });
    }
    for (const synthesized of [dev, prod, withDomain]) expect(dependencyCycle(synthesized)).toEqual([]);
  });
});

describe('stages', () => {
  const projectLogGroups = (synthesized: Synthesized) => {
    const ids = new Set([...projectFunctions(synthesized.template).values()].map((f) => f.properties.LoggingConfig.LogGroup.Ref));
    return resourcesOf(synthesized.template, 'AWS::Logs::LogGroup').filter(([id]) => ids.has(id));
  };

  it('keep data in prod and remove it in dev', () => {
    const retained = ['AWS::DynamoDB::Table', 'AWS::SecretsManager::Secret'];
    for (const type of retained) {
      expect(new Set(resourcesOf(prod.template, type).map(([, r]) => r.DeletionPolicy))).toEqual(new Set(['Retain']));
      expect(new Set(resourcesOf(dev.template, type).map(([, r]) => r.DeletionPolicy))).toEqual(new Set(['Delete']));
    }
    expect(prod.template.toJSON().Resources[logicalIdOf(prod, 'AWS::S3::Bucket', 'Images')].DeletionPolicy).toBe('Retain');
    expect(dev.template.toJSON().Resources[logicalIdOf(dev, 'AWS::S3::Bucket', 'Images')].DeletionPolicy).toBe('Delete');
    prod.template.hasResourceProperties('AWS::DynamoDB::Table', { DeletionProtectionEnabled: true });
    // Dev empties its buckets on delete; prod only the web bucket, which holds nothing but build output.
    dev.template.resourceCountIs('Custom::S3AutoDeleteObjects', 3);
    prod.template.resourceCountIs('Custom::S3AutoDeleteObjects', 1);
  });

  it('keep logs as long as the stage says', () => {
    for (const [synthesized, stage] of [[dev, 'dev'], [prod, 'prod']] as const) {
      const groups = projectLogGroups(synthesized);
      expect(groups).toHaveLength(functionNames.length);
      for (const [, group] of groups) {
        expect(group.Properties.RetentionInDays).toBe(stagesInCdkJson[stage]?.logRetentionDays);
        expect(group.DeletionPolicy).toBe(stage === 'prod' ? 'Retain' : 'Delete');
      }
    }
  });

  it('throttle each stage as configured', () => {
    prod.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: { ThrottlingRateLimit: stagesInCdkJson.prod?.throttle.rateLimit, ThrottlingBurstLimit: stagesInCdkJson.prod?.throttle.burstLimit },
    });
  });

  it('serve a custom domain with its certificate, TLS 1.2 and a fixed APP_URL', () => {
    const config = onlyResource(withDomain.template, 'AWS::CloudFront::Distribution')[1].Properties.DistributionConfig;
    expect(config.Aliases).toEqual([DOMAIN.name]);
    expect(config.ViewerCertificate).toEqual({
      AcmCertificateArn: DOMAIN.certificateArn,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    const mailer = projectFunctions(withDomain.template).get('account');
    expect(mailer?.environment.APP_URL).toBe(`https://${DOMAIN.name}`);
    withDomain.template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: [`https://${DOMAIN.name}`] })] },
    });
  });
});

describe('hold sweeper', () => {
  const everyMinutes = holdSweeper.everyMinutes;
  const rate = `rate(${everyMinutes} minute${everyMinutes === 1 ? '' : 's'})`;

  it('is an EventBridge rule that sends the jobs function a scheduled event at the route table\'s rate', () => {
    expect(rate).toBe('rate(1 minute)');
    const rules = resourcesOf(dev.template, 'AWS::Events::Rule');
    expect(rules).toHaveLength(1);
    const [ruleId, rule] = rules[0]!;
    expect(ruleId.startsWith(holdSweeper.name)).toBe(true);
    expect(rule.Properties).toMatchObject({ ScheduleExpression: rate, State: 'ENABLED' });
    expect(rule.Properties.EventPattern).toBeUndefined();
    expect(rule.Properties.Targets).toEqual([
      {
        Id: expect.any(String),
        Arn: { 'Fn::GetAtt': [fn(holdSweeper.handler).logicalId, 'Arn'] },
        // A tick older than the next one is dropped, not delivered late.
        RetryPolicy: { MaximumEventAgeInSeconds: everyMinutes * 60 },
      },
    ]);
    expect(holdSweeper.fn).toBe(jobWorker.fn);
  });

  it('lets EventBridge invoke the jobs function from that rule alone', () => {
    const ruleId = logicalIdOf(dev, 'AWS::Events::Rule', holdSweeper.name);
    const fromEvents = resourcesOf(dev.template, 'AWS::Lambda::Permission').filter(([, permission]) => permission.Properties.Principal === 'events.amazonaws.com');
    expect(fromEvents.map(([, permission]) => permission.Properties)).toEqual([
      {
        Action: 'lambda:InvokeFunction',
        FunctionName: { 'Fn::GetAtt': [fn(holdSweeper.handler).logicalId, 'Arn'] },
        Principal: 'events.amazonaws.com',
        SourceArn: { 'Fn::GetAtt': [ruleId, 'Arn'] },
      },
    ]);
  });

  it('runs each tick once at most: no asynchronous retry, and none older than the next tick', () => {
    const [, config] = onlyResource(dev.template, 'AWS::Lambda::EventInvokeConfig');
    expect(config.Properties).toMatchObject({
      FunctionName: { Ref: fn(holdSweeper.handler).logicalId },
      Qualifier: '$LATEST',
      MaximumRetryAttempts: 0,
      MaximumEventAgeInSeconds: everyMinutes * 60,
    });
  });

  it('gives the jobs function the mail grant of the sweeper\'s route', () => {
    expect(holdSweeper.mail).toBe(true);
    expect(fn(holdSweeper.handler).environment.MAIL_FROM).toBe(stagesInCdkJson.dev?.mail.from);
    expect(actionsOf(statementsOf(holdSweeper.handler))).toContain('ses:SendEmail');
  });

  it('tells every function that writes the table the stage\'s hold length in days (HOLD_DAYS, 7 unless set)', () => {
    expect(stagesInCdkJson.dev?.holdDays).toBeUndefined();
    for (const [synthesized, days] of [[dev, '7'], [prod, String(stagesInCdkJson.prod?.holdDays ?? 7)]] as const) {
      for (const [name, { environment }] of projectFunctions(synthesized.template)) {
        expect(environment.HOLD_DAYS, name).toBe(anyRouteOf(name as FunctionName, (route) => route.table === 'write') ? days : undefined);
      }
    }
    expect(fn(holdSweeper.handler).environment.HOLD_DAYS).toBe('7');
    const shortHolds = synthesize('dev', { holdDays: 3 }, { bundle: false });
    try {
      expect(projectFunctions(shortHolds.template).get(holdSweeper.fn)?.environment.HOLD_DAYS).toBe('3');
      expect(projectFunctions(shortHolds.template).get('buyer')?.environment.HOLD_DAYS).toBe('3');
      expect(shortHolds.findings).toEqual([]);
    } finally {
      shortHolds.dispose();
    }
  });

  it('tells the same functions how many days a buyer has to confirm a handover (CONFIRM_DAYS, 14 unless set)', () => {
    expect(stagesInCdkJson.dev?.confirmDays).toBeUndefined();
    for (const [synthesized, days] of [[dev, '14'], [prod, String(stagesInCdkJson.prod?.confirmDays ?? 14)]] as const) {
      for (const [name, { environment }] of projectFunctions(synthesized.template)) {
        expect(environment.CONFIRM_DAYS, name).toBe(anyRouteOf(name as FunctionName, (route) => route.table === 'write') ? days : undefined);
      }
    }
    // Handover and confirmation run on the buyer function, the schedule that confirms what is left alone on the sweeper's.
    expect(httpRoutes.find((route) => route.path === '/api/holds/{id}/handover')?.fn).toBe('buyer');
    expect(fn(holdSweeper.handler).environment.CONFIRM_DAYS).toBe('14');
    const longConfirm = synthesize('dev', { confirmDays: 30 }, { bundle: false });
    try {
      expect(projectFunctions(longConfirm.template).get(holdSweeper.fn)?.environment.CONFIRM_DAYS).toBe('30');
      expect(projectFunctions(longConfirm.template).get('buyer')?.environment.CONFIRM_DAYS).toBe('30');
      expect(projectFunctions(longConfirm.template).get('buyer')?.environment.HOLD_DAYS).toBe('7');
      expect(longConfirm.findings).toEqual([]);
    } finally {
      longConfirm.dispose();
    }
  });
});

describe('monitoring', () => {
  const alarms = (synthesized: Synthesized) => resourcesOf(synthesized.template, 'AWS::CloudWatch::Alarm').map(([, alarm]) => alarm.Properties);
  const alarmNamed = (synthesized: Synthesized, name: string) => {
    const found = alarms(synthesized).find((alarm) => alarm.AlarmName === `surplus-dev-${name}`);
    if (!found) throw new Error(`No alarm ${name}`);
    return found;
  };
  const metricNames = (alarm: any): string[] =>
    alarm.MetricName ? [alarm.MetricName] : (alarm.Metrics ?? []).filter((m: any) => m.MetricStat).map((m: any) => m.MetricStat.Metric.MetricName);

  it('sends every alarm, firing and clearing, to the one SNS topic, e-mailed only where the stage names an address', () => {
    const [topicId] = onlyResource(dev.template, 'AWS::SNS::Topic');
    for (const alarm of alarms(dev)) {
      expect(alarm.AlarmActions, alarm.AlarmName).toEqual([{ Ref: topicId }]);
      expect(alarm.OKActions, alarm.AlarmName).toEqual([{ Ref: topicId }]);
    }
    dev.template.resourceCountIs('AWS::SNS::Subscription', 0);
    prod.template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: stagesInCdkJson.prod?.alarmEmail });
  });

  it.each(['Api', 'SiteApi'])('alarm on the 5xx rate and p99 latency of %s', (api) => {
    const apiId = logicalIdOf(dev, 'AWS::ApiGatewayV2::Api', api);
    const errorRate = alarmNamed(dev, `${api}ServerErrorRate`);
    expect(metricNames(errorRate).sort()).toEqual(['5xx', 'Count']);
    const latency = alarmNamed(dev, `${api}LatencyP99`);
    expect(latency.Metrics[0].MetricStat).toMatchObject({ Metric: { MetricName: 'Latency', Namespace: 'AWS/ApiGateway' }, Stat: 'p99' });
    for (const alarm of [errorRate, latency]) expect(JSON.stringify(alarm.Metrics), alarm.AlarmName).toContain(`{"Ref":"${apiId}"}`);
  });

  it('alarm on errors and throttles of every function, one alarm each', () => {
    for (const [handler, { logicalId }] of functions) {
      const alarm = alarmNamed(dev, `Errors-${handler.replace(/[^A-Za-z0-9]+/g, '-')}`);
      expect(alarm.Threshold, handler).toBe(1);
      expect(metricNames(alarm).sort(), handler).toEqual(['Errors', 'Throttles']);
      for (const metric of alarm.Metrics.filter((m: any) => m.MetricStat)) {
        expect(metric.MetricStat.Metric, handler).toMatchObject({ Namespace: 'AWS/Lambda', Dimensions: [{ Name: 'FunctionName', Value: { Ref: logicalId } }] });
      }
    }
  });

  it('leave the stacks room under CloudFormation\'s 500 resources: at most 250 with today\'s routes', () => {
    for (const synthesized of [...stages.values(), withDomain]) expect(resourceCount(synthesized)).toBeLessThanOrEqual(250);
  });

  it('cost at most two resources for a new route on an existing function', () => {
    const route: HttpRoute = { method: 'GET', path: '/api/inventory/new-figures', fn: 'public-reads', handler: 'http/get-new-figures', table: 'read' };
    (httpRoutes as HttpRoute[]).push(route);
    let withRoute: Synthesized | undefined;
    try {
      withRoute = synthesize('prod', {}, { bundle: false });
      expect(resourceCount(withRoute) - resourceCount(prod)).toBeGreaterThanOrEqual(1);
      expect(resourceCount(withRoute) - resourceCount(prod)).toBeLessThanOrEqual(2);
    } finally {
      (httpRoutes as HttpRoute[]).pop();
      withRoute?.dispose();
    }
  });

  it('alarm on any message in a failure queue, on DynamoDB throttles and system errors, WebSocket and CloudFront errors', () => {
    for (const queue of [...streamConsumers.map((consumer) => `${consumer.name}FailureQueueHeld`), 'ImageVariantsFailureQueueHeld', 'JobsFailureQueueHeld']) {
      expect(alarmNamed(dev, queue)).toMatchObject({ MetricName: 'ApproximateNumberOfMessagesVisible', Threshold: 1 });
    }
    expect(metricNames(alarmNamed(dev, 'TableThrottledRequests'))).toContain('ThrottledRequests');
    expect(metricNames(alarmNamed(dev, 'TableSystemErrors'))).toContain('SystemErrors');
    expect(alarmNamed(dev, 'WebSocketIntegrationErrors')).toMatchObject({ MetricName: 'IntegrationError', Namespace: 'AWS/ApiGateway' });
    expect(alarmNamed(dev, 'CloudFrontServerErrorRate')).toMatchObject({ MetricName: '5xxErrorRate', Namespace: 'AWS/CloudFront' });
  });

  it('has one dashboard per stage with the same figures and the business metrics', () => {
    const [, dashboard] = onlyResource(dev.template, 'AWS::CloudWatch::Dashboard');
    expect(dashboard.Properties.DashboardName).toBe('surplus-dev');
    const body = flatten(dashboard.Properties.DashboardBody);
    for (const figure of ['5xx', 'Latency', 'Errors', 'Throttles', 'ThrottledRequests', 'SystemErrors', 'ApproximateNumberOfMessagesVisible', 'IntegrationError', '5xxErrorRate']) {
      expect(body, figure).toContain(`"${figure}"`);
    }
    for (const metric of Object.values(BUSINESS_METRICS)) expect(body, metric).toContain(`"${metric}"`);
    for (const metric of [ROUTE_METRICS.latency, ROUTE_METRICS.serverErrors]) expect(body, metric).toContain(`MetricName=\\"${metric}\\"`);
  });
});

describe('cdk-nag AwsSolutions and Serverless', () => {
  it('leaves no unacknowledged finding and CDK no warning, in every stage of cdk.json and with a custom domain', () => {
    expect(stages.size).toBe(Object.keys(stagesInCdkJson).length);
    for (const synthesized of [...stages.values(), withDomain]) {
      expect(synthesized.findings).toEqual([]);
      expect(synthesized.annotations.findWarning('*', Match.anyValue())).toEqual([]);
      expect(synthesized.annotations.findError('*', Match.anyValue())).toEqual([]);
    }
  });
});
