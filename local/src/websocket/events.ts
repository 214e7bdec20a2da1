import { randomUUID } from 'node:crypto';
import type { APIGatewayEventWebsocketRequestContextV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { LOCAL_API_ID } from '../api/event';
import type { Connection } from './connections';

export const WEBSOCKET_STAGE = 'ws';

/** `$connect` also carries the handshake's headers (names as the client sent them) and the caller's identity. */
export interface WebSocketConnectEvent extends APIGatewayProxyWebsocketEventV2 {
  headers: Record<string, string>;
  multiValueHeaders: Record<string, string[]>;
  requestContext: APIGatewayEventWebsocketRequestContextV2 & { identity: { sourceIp: string; userAgent: string } };
}

type Details = Pick<Connection, 'id' | 'connectedAt' | 'sourceIp' | 'userAgent'>;

function requestContext(
  connection: Details,
  domainName: string,
  routeKey: string,
  eventType: APIGatewayEventWebsocketRequestContextV2['eventType'],
): APIGatewayEventWebsocketRequestContextV2 {
  const now = new Date();
  const requestId = randomUUID();
  return {
    routeKey,
    messageId: randomUUID(),
    eventType,
    extendedRequestId: requestId,
    requestTime: now.toUTCString(),
    messageDirection: 'IN',
    stage: WEBSOCKET_STAGE,
    connectedAt: connection.connectedAt.getTime(),
    requestTimeEpoch: now.getTime(),
    requestId,
    domainName,
    connectionId: connection.id,
    apiId: LOCAL_API_ID,
  };
}

export function connectEvent(connection: Details, domainName: string, rawHeaders: string[]): WebSocketConnectEvent {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    const name = rawHeaders[index] ?? '';
    const value = rawHeaders[index + 1] ?? '';
    (multiValueHeaders[name] ??= []).push(value);
    headers[name] = multiValueHeaders[name].join(',');
  }
  return {
    headers,
    multiValueHeaders,
    requestContext: {
      ...requestContext(connection, domainName, '$connect', 'CONNECT'),
      identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
    },
    isBase64Encoded: false,
  };
}

export function messageEvent(connection: Details, domainName: string, body: string): APIGatewayProxyWebsocketEventV2 {
  return { requestContext: requestContext(connection, domainName, '$default', 'MESSAGE'), body, isBase64Encoded: false };
}

export function disconnectEvent(connection: Details, domainName: string, statusCode: number, reason: string) {
  return {
    requestContext: {
      ...requestContext(connection, domainName, '$disconnect', 'DISCONNECT'),
      disconnectStatusCode: statusCode,
      disconnectReason: reason,
    },
    isBase64Encoded: false,
  };
}
