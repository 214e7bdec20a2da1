import type { IncomingMessage, ServerResponse } from 'node:http';
import { WebSocket } from 'ws';
import { BodyTooLargeError, readBody } from '../http/request-body';
import { decodePath } from '../http/request-target';
import { sendJson } from '../http/respond';
import type { Connections } from './connections';

export const CONNECTIONS_PATH = '/__aws/ws';
/** API Gateway's limit for one WebSocket message. */
const MAX_MESSAGE_BYTES = 128 * 1024;

/** The API Gateway Management API (`@connections`) that `@aws-sdk/client-apigatewaymanagementapi` calls. */
export function createConnectionsEndpoint(connections: Connections) {
  return async (req: IncomingMessage, res: ServerResponse, rawPath: string) => {
    const match = /^\/@connections\/([^/]+)$/.exec(decodePath(rawPath.slice(CONNECTIONS_PATH.length)) ?? '');
    if (!match?.[1]) return apiError(res, 404, 'NotFoundException', 'Not found');
    const connection = connections.get(match[1]);
    const open = connection?.socket.readyState === WebSocket.OPEN;

    switch (req.method) {
      case 'POST': {
        let data: Buffer;
        try {
          data = await readBody(req, MAX_MESSAGE_BYTES);
        } catch (error) {
          if (!(error instanceof BodyTooLargeError)) throw error;
          return apiError(res, 413, 'PayloadTooLargeException', 'Message too long');
        }
        if (!connection || !open) return gone(res);
        connection.socket.send(data, { binary: false });
        res.writeHead(200).end();
        return;
      }
      case 'DELETE':
        if (!connection || !open) return gone(res);
        connection.socket.close(1000);
        res.writeHead(204).end();
        return;
      case 'GET':
        if (!connection || !open) return gone(res);
        return sendJson(res, 200, {
          connectedAt: connection.connectedAt.toISOString(),
          lastActiveAt: connection.lastActiveAt.toISOString(),
          identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
        });
      default:
        return apiError(res, 405, 'MethodNotAllowedException', 'Method not allowed');
    }
  };
}

/** The SDK turns this into a GoneException: the socket is closed or never finished `$connect`. */
function gone(res: ServerResponse): void {
  apiError(res, 410, 'GoneException', 'Gone');
}

function apiError(res: ServerResponse, statusCode: number, type: string, message: string): void {
  sendJson(res, statusCode, { message }, { 'x-amzn-ErrorType': type });
}
