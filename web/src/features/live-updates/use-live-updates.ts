import { LIVE_UPDATES, type LiveUpdateMessage } from '@surplus/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { invalidateInventory, invalidateInventoryReadBefore } from '../../api/invalidate-inventory';
import { useLiveNotification } from '../../hooks/use-live-notification';
import { reportLiveMessage, reportSocketOpen } from '../../hooks/live-socket';
import { useSocketSession } from './use-socket-session';

const REFRESHING: ReadonlySet<LiveUpdateMessage['type']> = new Set([
  'new_item',
  'update_item',
  'delete_item',
  'items_imported',
]);

/** Delay before reconnect attempt `attempt` (0-based): base times 1.5 per earlier attempt. */
export const reconnectDelayMs = (baseMs: number, attempt: number) => baseMs * LIVE_UPDATES.reconnectGrowth ** attempt;

/**
 * One socket on /ws for the whole app: ping on open and every 30 s, refresh item queries on every
 * change message, on `connection` (those read more than a few seconds before) and after a reconnect, reconnect with growing delays up to 5 attempts. A change of the
 * signed-in user opens a new socket: the server ties a socket to the session it connected with, and only
 * a signed-in socket receives that user's `notification` messages. Whether it is open and every message it
 * receives are reported to live-socket.ts for the features that follow them.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  // The home page reconnects faster; read at reconnect time so navigating never reopens the socket.
  const baseMs = useRef<number>(LIVE_UPDATES.reconnectBaseMs);
  baseMs.current = pathname === '/' ? LIVE_UPDATES.reconnectBaseHomeMs : LIVE_UPDATES.reconnectBaseMs;
  const session = useSocketSession();
  // The latest handler, read when a message comes: its toast and navigate change with renders.
  const liveNotification = useLiveNotification();
  const onNotification = useRef(liveNotification);
  onNotification.current = liveNotification;

  useEffect(() => {
    let socket: WebSocket | null = null;
    let attempts = 0;
    let stopped = false;
    let pingTimer: ReturnType<typeof setInterval> | undefined;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

    const ping = () => socket?.send(JSON.stringify({ type: 'ping', timestamp: Date.now() }));
    const connect = () => {
      const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
      socket = new WebSocket(`${protocol}//${window.location.host}${LIVE_UPDATES.path}`);
      socket.onopen = () => {
        reportSocketOpen(true);
        if (attempts > 0) void invalidateInventory(queryClient);
        attempts = 0;
        ping();
        pingTimer = setInterval(ping, LIVE_UPDATES.pingIntervalMs);
      };
      socket.onmessage = (event: MessageEvent) => {
        try {
          const message = JSON.parse(String(event.data)) as LiveUpdateMessage;
          if (message.type === 'notification') onNotification.current(message.notification, message.unread);
          else if (message.type === 'connection') void invalidateInventoryReadBefore(queryClient, Date.now() - LIVE_UPDATES.connectionRefreshAfterMs);
          else if (REFRESHING.has(message.type)) void invalidateInventory(queryClient);
          reportLiveMessage(message);
        } catch (error) {
          console.warn('Ignoring a malformed live update:', error);
        }
      };
      socket.onclose = () => {
        clearInterval(pingTimer);
        // A socket closed by the cleanup below may close after the next session's socket opened: it says nothing.
        if (!stopped) reportSocketOpen(false);
        if (stopped || attempts >= LIVE_UPDATES.reconnectMaxAttempts) return;
        reconnectTimer = setTimeout(connect, reconnectDelayMs(baseMs.current, attempts));
        attempts++;
      };
    };

    // In a task of its own: this effect runs in the one that finishes hydrating the page, which is long enough.
    reconnectTimer = setTimeout(connect, 0);
    return () => {
      stopped = true;
      clearInterval(pingTimer);
      clearTimeout(reconnectTimer);
      socket?.close();
      reportSocketOpen(false);
    };
  }, [queryClient, session]);
}
