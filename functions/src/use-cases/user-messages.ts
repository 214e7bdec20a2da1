import type { LiveUpdateMessage } from '@surplus/shared';
import { sendToConnection } from './connections-api';
import { signedInUser } from './signed-in-user';
import { userConnections } from '../data/connections';

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
