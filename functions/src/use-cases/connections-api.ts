import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import type { LiveUpdateMessage } from '@surplus/shared';
import { config } from '../lib/config';
import { deleteConnection } from '../data/connections';
import { logger } from '../lib/logger';

let client: ApiGatewayManagementApiClient | undefined;

/** Sends one message; a connection that is gone (410) is forgotten. Answers whether it was delivered. */
export async function sendToConnection(connectionId: string, message: LiveUpdateMessage): Promise<boolean> {
  client ??= new ApiGatewayManagementApiClient({ endpoint: config.connectionsUrl });
  try {
    await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: JSON.stringify(message) }));
    return true;
  } catch (error) {
    if (error instanceof GoneException) {
      await deleteConnection(connectionId);
    } else {
      logger.warn('Could not post to connection', { connectionId, error: error as Error });
    }
    return false;
  }
}
