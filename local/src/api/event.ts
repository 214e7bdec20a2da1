import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { routeKeyOf, type HttpRoute } from '@surplus/functions/routes';
import { LOCAL_ACCOUNT_ID } from '../services/aws-local';
import { clientAddress } from '../http/request-target';

export const LOCAL_API_ID = 'local';

/** What API Gateway HTTP API (payload format 2.0) hands a Lambda for this request. */
export function httpApiEvent(options: {
  req: IncomingMessage;
  route: HttpRoute;
  rawPath: string;
  rawQueryString: string;
  pathParameters: Record<string, string>;
  body: Buffer;
  edgeHeaders: Record<string, string>;
}): APIGatewayProxyEventV2 {
  const { req, route, rawPath, rawQueryString, pathParameters, body, edgeHeaders } = options;
  const routeKey = routeKeyOf(route);
  const headers = { ...eventHeaders(req), ...lowerCaseNames(edgeHeaders) };
  const cookies = req.headers.cookie
    ?.split(';')
    .map((cookie) => cookie.trim())
    .filter(Boolean);
  const queryStringParameters = queryParameters(rawQueryString);
  const now = new Date();
  const domainName = headers.host ?? 'localhost';
  const textBody = isTextContent(headers['content-type']);
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    ...(cookies?.length ? { cookies } : {}),
    headers,
    ...(queryStringParameters ? { queryStringParameters } : {}),
    ...(Object.keys(pathParameters).length ? { pathParameters } : {}),
    requestContext: {
      accountId: LOCAL_ACCOUNT_ID,
      apiId: LOCAL_API_ID,
      domainName,
      domainPrefix: domainName.split('.')[0] ?? domainName,
      http: {
        method: req.method ?? 'GET',
        path: rawPath,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: clientAddress(req.socket.remoteAddress),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: apiGatewayTime(now),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: body.toString(textBody ? 'utf8' : 'base64') } : {}),
    isBase64Encoded: body.length > 0 && !textBody,
  };
}

/** Lower-cased names, repeated headers comma-joined; cookies travel in `cookies` instead. */
function eventHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, values] of Object.entries(req.headersDistinct)) {
    if (name === 'cookie' || !values) continue;
    headers[name] = values.join(',');
  }
  return headers;
}

const lowerCaseNames = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/** Repeated keys are comma-joined, as API Gateway does. */
function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (!rawQueryString) return undefined;
  const parameters: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawQueryString)) {
    parameters[key] = key in parameters ? `${parameters[key]},${value}` : value;
  }
  return parameters;
}

/** API Gateway passes these as text; any other body (multipart, images, forms) arrives base64-encoded. */
function isTextContent(contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/xml' ||
    type.endsWith('+xml') ||
    type === 'application/javascript'
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `12/Mar/2020:19:03:58 +0000`. */
function apiGatewayTime(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}
