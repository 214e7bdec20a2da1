import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/**
 * Viewer-request code (cloudfront-js-2.0): a path whose last segment has no file extension is an app route,
 * so it gets index.html. Only the default (web bucket) behaviour runs it, so /api, /ws and /uploads never do;
 * error-response rewriting would have turned API 403/404s into index.html as well.
 */
export const SPA_FALLBACK_SOURCE = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.slice(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

export class SpaFallbackFunction extends CloudFrontFunction {
  constructor(scope: Construct, id: string) {
    super(scope, id, {
      runtime: FunctionRuntime.JS_2_0,
      comment: 'SPA fallback: extension-less paths serve /index.html',
      code: FunctionCode.fromInline(SPA_FALLBACK_SOURCE),
    });
  }
}
