import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { readCookie, SESSION_COOKIE } from '../lib/cookies';
import { unauthorized } from '../lib/errors';
import { logger } from '../lib/logger';
import { signedInUser } from '../use-cases/signed-in-user';
import type { UserRecord } from '../data/users/users';

export interface SessionContext extends Context {
  /** The signed-in user, or null for a visitor. */
  user: UserRecord | null;
  sessionToken?: string;
}

/** Loads the signed-in user from the session cookie; sessions older than the last password change are dead. */
export function sessionUser(mode: 'optional' | 'required'): MiddlewareObj<APIGatewayProxyEventV2, unknown, Error, SessionContext> {
  return {
    before: async ({ event, context }) => {
      const token = readCookie(event.cookies, SESSION_COOKIE);
      context.user = token ? await signedInUser({ token }) : null;
      if (context.user) {
        context.sessionToken = token;
        logger.appendKeys({ userId: context.user.id });
      } else if (mode === 'required') throw unauthorized();
    },
  };
}

/** The user of a route declared with auth 'required'. */
export function requireUser(context: SessionContext): UserRecord {
  if (!context.user) throw unauthorized();
  return context.user;
}
