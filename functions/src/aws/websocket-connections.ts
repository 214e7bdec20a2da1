import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import type { LiveUpdateMessage } from '@surplus/shared';
import { config } from '../lib/config';
import { logger } from '../lib/logger';

/** The WebSocket API's @connections endpoint (API Gateway Management API), made on first use. */
let client: ApiGatewayManagementApiClient | undefined;

/**
 * Posts one message to a WebSocket connection: 'gone' when the client has left (410), so the caller forgets the
 * connection; 'failed' (logged) for any other error.
 */
export async function postToConnection(connectionId: string, message: LiveUpdateMessage): Promise<'delivered' | 'gone' | 'failed'> {
  client ??= new ApiGatewayManagementApiClient({ endpoint: config.connectionsUrl });
  try {
    await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: JSON.stringify(message) }));
    return 'delivered';
  } catch (error) {
    if (error instanceof GoneException) return 'gone';
    logger.warn('Could not post to connection', { connectionId, error: error as Error });
    return 'failed';
  }
}
