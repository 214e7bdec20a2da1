import type { LiveUpdateMessage } from '@surplus/shared';
import { postToConnection } from '../aws/websocket-connections';
import { signedInUser } from './signed-in-user';
import { deleteConnection, userConnections } from '../data/connections/connections';

/** Sends one message; a connection that is gone (410) is forgotten. Answers whether it was delivered. */
export async function sendToConnection(connectionId: string, message: LiveUpdateMessage): Promise<boolean> {
  const outcome = await postToConnection(connectionId, message);
  if (outcome === 'gone') await deleteConnection(connectionId);
  return outcome === 'delivered';
}

/**
 * Sends a message to the user's open connections whose session is still the user's (a signed-out or
 * closed session hears nothing). The message is made only when the user has a connection.
 */
export async function sendToUser(userId: number, message: () => LiveUpdateMessage | Promise<LiveUpdateMessage>): Promise<void> {
  const connections = await userConnections(userId);
  if (connections.length === 0) return;
  const alive = new Map<string, Promise<boolean>>();
  const sessionAlive = (hash: string) => {
    if (!alive.has(hash)) alive.set(hash, signedInUser({ hash }).then((user) => user?.id === userId));
    return alive.get(hash)!;
  };
  const made = await message();
  await Promise.all(
    connections.map(async (connection) => {
      if (await sessionAlive(connection.sessionHash)) await sendToConnection(connection.connectionId, made);
    }),
  );
}
