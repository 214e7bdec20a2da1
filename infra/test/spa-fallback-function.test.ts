import { describe, expect, it } from 'vitest';
import { SPA_FALLBACK_SOURCE } from '../src/constructs/spa-fallback-function';

type Handler = (event: { request: { uri: string } }) => { uri: string };
const handler = new Function(`${SPA_FALLBACK_SOURCE}; return handler;`)() as Handler;
const rewrite = (uri: string) => handler({ request: { uri } }).uri;

describe('SPA fallback CloudFront function', () => {
  it('serves index.html for app routes', () => {
    for (const uri of ['/', '/login', '/items/42', '/reset-password', '/my-inventory/']) expect(rewrite(uri)).toBe('/index.html');
  });

  it('leaves files alone', () => {
    for (const uri of ['/index.html', '/assets/index-3f9a.js', '/favicon.ico', '/assets/v1.2/app.css']) expect(rewrite(uri)).toBe(uri);
  });
});
