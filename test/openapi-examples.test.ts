import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { openApiDocument } from '../local/src/openapi/document';
import { operations } from '../local/src/openapi/operations';

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

const examples = Object.entries(operations).flatMap(([key, operation]) =>
  [operation.body ?? []].flat().flatMap((body) => (body.example === undefined ? [] : [{ key, ...body }])),
);

describe('the request examples of the OpenAPI document', () => {
  it('cover the main request bodies', () => {
    expect(examples.map(({ key }) => key).sort()).toEqual(expect.arrayContaining([...WITH_EXAMPLES].sort()));
  });

  it.each(examples)('$key: the example passes the route\'s schema', ({ schema, example }) => {
    const result = z.safeParse(schema, example);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('are in the document, as the example of their media type', () => {
    const document = openApiDocument();
    for (const { key, contentType, example } of examples) {
      const [method, path] = key.split(' ') as [string, string];
      const operation = document.paths?.[path]?.[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'];
      expect(operation?.requestBody && 'content' in operation.requestBody && operation.requestBody.content[contentType]?.example, key).toEqual(example);
    }
  });
});
