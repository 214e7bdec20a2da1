import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';

export interface Connection {
  id: string;
  socket: WebSocket;
  connectedAt: Date;
  lastActiveAt: Date;
  sourceIp: string;
  userAgent: string;
}

/** Sockets whose `$connect` succeeded, by connectionId: the ones `@connections` can reach. */
export type Connections = Map<string, Connection>;

/** Shaped like API Gateway's (`L0SM9cOFvHcCIhw=`), so handlers meet the `=` they must URL-encode. */
export function newConnectionId(): string {
  return `${randomBytes(11).toString('base64url')}=`;
}
