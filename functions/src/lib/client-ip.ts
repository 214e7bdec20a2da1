import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * Behind CloudFront the API sees the edge's address; the viewer's is in the
 * CloudFront-Viewer-Address header (`ip:port`) that the origin request policy forwards.
 */
export function clientIp(event: APIGatewayProxyEventV2): string {
  const viewer = event.headers['cloudfront-viewer-address'];
  if (viewer) return viewer.slice(0, viewer.lastIndexOf(':')) || viewer;
  return event.requestContext.http.sourceIp;
}
