import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { STATUS_CODES } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { WebSocketServer } from 'ws';
import { webSocketRoutes, type FunctionName, type WebSocketRoute } from '@surplus/functions/routes';
import { LIVE_UPDATES } from '@surplus/shared';
import { type HandlerLoader, invokeHandler } from '../lambda/handlers';
import type { Log } from '../log';
import { clientAddress, splitRequestTarget } from '../http/request-target';
import { type Connection, type Connections, newConnectionId } from './connections';
import { connectEvent, disconnectEvent, messageEvent } from './events';

/** API Gateway's limit for one frame. */
const MAX_FRAME_BYTES = 32 * 1024;
const CLOSE_HANDSHAKE_MS = 1_000;
const DISCONNECT_WAIT_MS = 5_000;

/** The function API Gateway invokes for a route (each dispatches by the event's routeKey itself). */
function functionFor(routeKey: WebSocketRoute['routeKey']): FunctionName {
  const route = webSocketRoutes.find((candidate) => candidate.routeKey === routeKey);
  if (!route) throw new Error(`No WebSocket route ${routeKey}`);
  return route.fn;
}

/**
 * The WebSocket API on `/ws`: `$connect` decides the handshake (a non-2xx answer refuses it, as on
 * AWS), each text message goes to `$default`, and a closed socket to `$disconnect`. A connection's
 * invocations run one after another, so `$disconnect` always comes last. `edgeHeaders` are added to the
 * handshake's headers (the local edge adds the origin secret; the API origin's own port adds nothing).
 */
export function attachWebSocketApi(
  server: Server,
  connections: Connections,
  handlers: HandlerLoader,
  log: Log,
  edgeHeaders: Record<string, string> = {},
) {
  const functions = { connect: functionFor('$connect'), message: functionFor('$default'), disconnect: functionFor('$disconnect') };
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  /** Each connection's invocations, chained; removed once its `$disconnect` has run. */
  const queues = new Map<string, Promise<void>>();

  const enqueue = (connectionId: string, name: FunctionName, event: unknown, what: string) => {
    const previous = queues.get(connectionId) ?? Promise.resolve();
    const next = previous.then(() =>
      invokeHandler(handlers, name, event).then(
        () => undefined,
        (error: unknown) => log.error(`WebSocket ${what} (${name}) failed:`, error),
      ),
    );
    queues.set(connectionId, next);
    return next;
  };

  const onUpgrade = async (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client that vanishes mid-handshake must not crash the server.
    socket.on('error', () => undefined);
    if (splitRequestTarget(req.url).path !== LIVE_UPDATES.path) return refuse(socket, 404);

    const domainName = req.headers.host ?? 'localhost';
    const details = {
      id: newConnectionId(),
      connectedAt: new Date(),
      sourceIp: clientAddress(req.socket.remoteAddress),
      userAgent: req.headers['user-agent'] ?? '',
    };
    let statusCode: number;
    try {
      statusCode = resultStatus(await invokeHandler(handlers, functions.connect, connectEvent(details, domainName, withEdgeHeaders(req.rawHeaders, edgeHeaders))));
    } catch (error) {
      log.error(`WebSocket $connect (${functions.connect}) failed:`, error);
      return refuse(socket, 500);
    }
    if (statusCode < 200 || statusCode > 299) return refuse(socket, statusCode);

    if (socket.destroyed) {
      // The client left while `$connect` ran: its records must still be cleaned up.
      await enqueue(details.id, functions.disconnect, disconnectEvent(details, domainName, 1006, 'Going away'), '$disconnect');
      queues.delete(details.id);
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => {
      const connection: Connection = { ...details, socket: ws, lastActiveAt: new Date() };
      connections.set(connection.id, connection);
      ws.on('error', () => undefined); // a bad frame closes the socket; 'close' below does the rest
      ws.on('message', (data, isBinary) => {
        connection.lastActiveAt = new Date();
        if (isBinary) return ws.close(1003, 'Binary frames are not supported');
        void enqueue(connection.id, functions.message, messageEvent(connection, domainName, rawText(data)), '$default');
      });
      ws.once('close', (code, reason) => {
        connections.delete(connection.id);
        const event = disconnectEvent(connection, domainName, code, reason.toString());
        void enqueue(connection.id, functions.disconnect, event, '$disconnect').then(() => queues.delete(connection.id));
      });
    });
  };

  const listener = (req: IncomingMessage, socket: Duplex, head: Buffer) => void onUpgrade(req, socket, head);
  server.on('upgrade', listener);

  return {
    /** Closes every socket and waits (briefly) for their `$disconnect` handlers. */
    async close(): Promise<void> {
      server.off('upgrade', listener);
      const open = [...connections.values()].map((connection) => connection.socket);
      const closed = Promise.all(open.map((socket) => new Promise((resolve) => socket.once('close', resolve))));
      for (const socket of open) socket.close(1001, 'Server shutting down');
      await Promise.race([closed, delay(CLOSE_HANDSHAKE_MS)]);
      for (const socket of open) socket.terminate();
      await closed;
      await Promise.race([Promise.all(queues.values()), delay(DISCONNECT_WAIT_MS)]);
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
    },
  };
}

/** The handshake's raw headers with the edge's replacing any of the same name the client sent. */
function withEdgeHeaders(rawHeaders: string[], edgeHeaders: Record<string, string>): string[] {
  const replaced = new Set(Object.keys(edgeHeaders).map((name) => name.toLowerCase()));
  const kept: string[] = [];
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    if (!replaced.has((rawHeaders[index] ?? '').toLowerCase())) kept.push(rawHeaders[index] ?? '', rawHeaders[index + 1] ?? '');
  }
  return [...kept, ...Object.entries(edgeHeaders).flat()];
}

function rawText(data: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

function resultStatus(result: unknown): number {
  if (typeof result === 'object' && result !== null && 'statusCode' in result && typeof result.statusCode === 'number') {
    return result.statusCode;
  }
  return 200;
}

function refuse(socket: Duplex, statusCode: number): void {
  if (!socket.destroyed) {
    socket.end(`HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? 'Error'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  }
}
