import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { routeKeyOf } from '../functions/src/routes';
import { type DocumentedRoute, documentedRoutes, openApiDocument } from '../local/src/openapi/document';

/** The request bodies of the API reference that show an example request. */
const WITH_EXAMPLES = [
  'POST /api/register',
  'POST /api/login',
  'POST /api/inventory',
  'PUT /api/inventory/{id}',
  'POST /api/inventory/{id}/holds',
  'POST /api/inventory/{id}/offers',
  'POST /api/inquiries/{id}/offers',
  'POST /api/holds/{id}/handover',
  'POST /api/transfers/{id}/review',
  'POST /api/inquiries',
];

/** Every example a handler module's doc gives: of its validated JSON body, or of another body it declares. */
const examplesOf = (routes: DocumentedRoute[]) =>
  routes.flatMap(({ route, declared }) => [
    ...(declared.body && declared.doc.example !== undefined ? [{ key: routeKeyOf(route), contentType: 'application/json', schema: declared.body, example: declared.doc.example }] : []),
    ...(declared.doc.bodies ?? []).flatMap((body) => (body.example === undefined ? [] : [{ key: routeKeyOf(route), ...body }])),
  ]);

let examples: ReturnType<typeof examplesOf> = [];
beforeAll(async () => {
  examples = examplesOf(await documentedRoutes());
}, 60_000);

describe('the request examples of the OpenAPI document', () => {
  it('cover the main request bodies', () => {
    expect(examples.map(({ key }) => key).sort()).toEqual(expect.arrayContaining([...WITH_EXAMPLES].sort()));
  });

  it('each pass the route\'s schema', () => {
    for (const { key, schema, example } of examples) expect(z.safeParse(schema, example).error?.issues ?? [], key).toEqual([]);
  });

  it('are in the document, as the example of their media type', async () => {
    const document = await openApiDocument();
    for (const { key, contentType, example } of examples) {
      const [method, path] = key.split(' ') as [string, string];
      const operation = document.paths?.[path]?.[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'];
      expect(operation?.requestBody && 'content' in operation.requestBody && operation.requestBody.content[contentType]?.example, key).toEqual(example);
    }
  });
});
