import middy from '@middy/core';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { sendToConnection } from '../../use-cases/user-messages';
import { logger } from '../../lib/logger';
import { markGreeted } from '../../data/connections/connections';
import { observability } from '../../middleware/observability';

function parsePing(body: string | undefined): { timestamp: number } | null {
  try {
    const message = JSON.parse(body ?? '') as { type?: unknown; timestamp?: unknown };
    if (message?.type !== 'ping') return null;
    return { timestamp: typeof message.timestamp === 'number' ? message.timestamp : Date.now() };
  } catch {
    return null;
  }
}

/**
 * $default: the client pings on open and every 30 s. The first message of a connection is answered with
 * `{type:"connection"}` (the greeting cannot be sent from $connect), each ping with a pong.
 */
export const handler = middy<APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2>()
  .use(observability())
  .handler(async (event) => {
    const { connectionId } = event.requestContext;
    if (await markGreeted(connectionId)) await sendToConnection(connectionId, { type: 'connection' });
    const ping = parsePing(event.body);
    if (ping) await sendToConnection(connectionId, { type: 'pong', timestamp: ping.timestamp });
    else logger.debug('Ignored a message that is not a ping', { connectionId });
    return { statusCode: 200 };
  });
