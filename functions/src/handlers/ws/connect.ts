import middy from '@middy/core';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { readCookie, SESSION_COOKIE } from '../../lib/cookies';
import { isOriginSecret, originHeaderOf } from '../../aws/origin-secret';
import { signedInUser } from '../../use-cases/signed-in-user';
import { saveConnection } from '../../data/connections/connections';
import { sessionHash } from '../../data/users/sessions';
import { observability } from '../../middleware/observability';

type ConnectEvent = APIGatewayProxyWebsocketEventV2 & { headers?: Record<string, string | undefined> };

/** The handshake's cookies: `$connect` gets the headers (any case), not API Gateway's `cookies` list. */
function handshakeCookies(event: ConnectEvent): string[] {
  const cookie = Object.entries(event.headers ?? {}).find(([name]) => name.toLowerCase() === 'cookie')?.[1];
  return cookie ? cookie.split(';') : [];
}

/**
 * $connect: only handshakes that came through CloudFront (carrying the origin secret) are accepted, with a
 * bare 403 otherwise. An accepted connection is remembered so broadcasts reach it; a valid session cookie
 * on the handshake also files it under its user, for that user's notifications (without one, or with a
 * dead one, it is anonymous).
 */
export const handler = middy<ConnectEvent, APIGatewayProxyResultV2>()
  .use(observability())
  .handler(async (event) => {
    if (!(await isOriginSecret(originHeaderOf(event.headers)))) return { statusCode: 403 };
    const token = readCookie(handshakeCookies(event), SESSION_COOKIE);
    const user = token ? await signedInUser({ token }) : null;
    await saveConnection(event.requestContext.connectionId, user && token ? { userId: user.id, sessionHash: sessionHash(token) } : undefined);
    return { statusCode: 200 };
  });
