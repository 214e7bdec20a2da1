import { describe, expect, it } from 'vitest';
import { ApiError } from '@surplus/shared';
import { routeMatcher } from '../src/route-match';
import { pageData, routeAnswer } from '../src/answers/page-data';
import { httpRoutes } from '../src/routes';

/** The refusal pageData throws for a request, as status and body. */
async function refusal(path: string, query?: Record<string, string>) {
  const error: unknown = await pageData({ path, query }).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  const { status, body } = error as ApiError;
  return { status, body };
}

describe('public route answers', () => {
  it('answer exactly the public GET routes of the route table', async () => {
    const getRoutes = httpRoutes.filter((route) => route.method === 'GET');
    const answered: string[] = [];
    for (const route of getRoutes) if (await routeAnswer(route)) answered.push(route.path);
    expect(answered.sort()).toEqual(
      [
        '/api/businesses',
        '/api/businesses/{id}',
        '/api/businesses/{id}/impact',
        '/api/businesses/{id}/reviews',
        '/api/impact',
        '/api/image/{path+}',
        '/api/inventory',
        '/api/inventory/door',
        '/api/inventory/facets',
        '/api/inventory/item/{id}',
        '/api/inventory/part',
        '/api/inventory/stats',
        '/api/search/suggest',
      ].sort(),
    );
  });
});

describe('routeMatcher', () => {
  const match = routeMatcher(httpRoutes);

  it('finds the route and its decoded path parameters as API Gateway does', () => {
    expect(match('GET', '/api/inventory/item/12')).toMatchObject({ route: { handler: 'http/get-item' }, pathParameters: { id: '12' } });
    expect(match('GET', '/api/image/a%20b/c%2Fd.webp')).toMatchObject({ route: { handler: 'http/get-image' }, pathParameters: { path: 'a b/c/d.webp' } });
    expect(match('DELETE', '/api/inventory/12')).toMatchObject({ route: { handler: 'http/delete-item' }, pathParameters: { id: '12' } });
    expect(match('GET', '/api/inventory/stats')).toMatchObject({ route: { handler: 'http/get-stats' }, pathParameters: {} });
  });

  it('prefers literal segments over parameters', () => {
    expect(match('GET', '/api/inventory/user/export')).toMatchObject({ kind: 'found', route: { handler: 'http/export-my-items' } });
    expect(match('POST', '/api/inventory/imports/upload')).toMatchObject({ kind: 'found', route: { handler: 'http/presign-import' } });
    expect(match('GET', '/api/inventory/imports/abc')).toMatchObject({ kind: 'found', route: { handler: 'http/get-import' }, pathParameters: { id: 'abc' } });
  });

  it('tells another method, an unknown path and a parameter that does not decode apart', () => {
    expect(match('GET', '/api/inventory/12')).toEqual({ kind: 'method-not-allowed', allowed: ['PUT', 'DELETE'] });
    expect(match('GET', '/api/nothing')).toEqual({ kind: 'not-found' });
    expect(match('GET', '/api/inventory/item/')).toEqual({ kind: 'not-found' });
    expect(match('GET', '/api/inventory/item/1/2')).toEqual({ kind: 'not-found' });
    expect(match('GET', '/api/businesses/%E0%A4%A')).toEqual({ kind: 'bad-path' });
  });
});

describe('pageData', () => {
  it('answers 404 for a path no public GET route has', async () => {
    for (const path of ['/api/nothing', '/api/user', '/api/inventory/user', '/api/login', '/api/inventory/12', '/inventory']) {
      expect(await refusal(path), path).toEqual({ status: 404, body: { message: `No page data at ${path}` } });
    }
  });

  it("refuses as the route does: the route's own id rules and query schema", async () => {
    expect(await refusal('/api/inventory/item/abc')).toEqual({ status: 400, body: { message: 'Item id must be a positive whole number' } });
    expect(await refusal('/api/inventory/item/1e3')).toEqual({ status: 400, body: { message: 'Item id must be a positive whole number' } });
    expect(await refusal('/api/businesses/01')).toEqual({ status: 404, body: { message: 'Business not found' } });
    expect(await refusal('/api/image/..%2Fsecret.png')).toEqual({ status: 400, body: { message: 'Invalid image path' } });
    expect(await refusal('/api/inventory', { limit: '0' })).toEqual({ status: 400, body: { message: 'limit: Number must be greater than or equal to 1' } });
    expect(await refusal('/api/inventory/door', { category: 'part' })).toEqual({ status: 400, body: { message: "Unrecognized key(s) in object: 'category'" } });
    expect(await refusal('/api/inventory/part', { owner: 'abc' })).toEqual({ status: 400, body: { message: 'owner.0: Expected number, received nan' } });
  });
});
