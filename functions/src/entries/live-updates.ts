import { handler as connect } from '../handlers/ws/connect';
import { handler as onDefault } from '../handlers/ws/default';
import { handler as disconnect } from '../handlers/ws/disconnect';
import { webSocketRouter } from '../router/websocket-router';

/** The live-updates function: every route of the WebSocket API (routes.ts). */
export const handler = webSocketRouter('live-updates', {
  'ws/connect': connect,
  'ws/disconnect': disconnect,
  'ws/default': onDefault,
});
