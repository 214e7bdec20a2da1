import { SITE_CACHE_CONTROL } from '../lib/site-cache';
import type { ApiResult } from './responses';

export const TEXT_CONTENT_TYPE = 'text/plain; charset=utf-8';
export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8';
export const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';

/** An answer of the site (not the API): the same for every visitor, so CloudFront may cache it. */
export const siteAnswer = (statusCode: number, contentType: string, body: string): ApiResult => ({
  statusCode,
  headers: { 'content-type': contentType, 'cache-control': SITE_CACHE_CONTROL },
  body,
});

export const siteNotFound = () => siteAnswer(404, TEXT_CONTENT_TYPE, 'Not found\n');
