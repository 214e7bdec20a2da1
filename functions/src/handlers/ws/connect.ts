import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { readCookie, SESSION_COOKIE } from '../../core/cookies';
import { logger } from '../../core/logger';
import { signedInUser } from '../../core/signed-in-user';
import { saveConnection } from '../../data/connections';
import { sessionHash } from '../../data/sessions';

/** The handshake's cookies: `$connect` gets the headers (any case), not API Gateway's `cookies` list. */
function handshakeCookies(event: APIGatewayProxyWebsocketEventV2): string[] {
  const headers = (event as { headers?: Record<string, string | undefined> }).headers ?? {};
  const cookie = Object.entries(headers).find(([name]) => name.toLowerCase() === 'cookie')?.[1];
  return cookie ? cookie.split(';') : [];
}

/**
 * $connect: remember the connection so broadcasts reach it. A valid session cookie on the handshake also
 * files it under its user, for that user's notifications; without one (or with a dead one) it is anonymous.
 */
export const handler = middy<APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2>()
  .use(injectLambdaContext(logger))
  .handler(async (event) => {
    const token = readCookie(handshakeCookies(event), SESSION_COOKIE);
    const user = token ? await signedInUser({ token }) : null;
    await saveConnection(event.requestContext.connectionId, user && token ? { userId: user.id, sessionHash: sessionHash(token) } : undefined);
    return { statusCode: 200 };
  });
