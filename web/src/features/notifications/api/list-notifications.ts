import { NOTIFICATION_MENU_SIZE, type NotificationPage } from '@surplus/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/**
 * GET /api/notifications: one page, newest first, with the count of all unread ones. Pages hold the bell
 * menu's size, so the menu and the first page of /notifications are one query.
 */
export function fetchNotificationPage(cursor: string | undefined): Promise<NotificationPage> {
  const query = new URLSearchParams({ limit: String(NOTIFICATION_MENU_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiGet<NotificationPage>(`/api/notifications?${query}`);
}

export const notificationPageQueryOptions = (cursor: string | undefined) =>
  queryOptions({ queryKey: queryKeys.notificationPage(cursor), queryFn: () => fetchNotificationPage(cursor), placeholderData: keepPreviousData });

export const useNotificationPage = (cursor: string | undefined, enabled = true) => useQuery({ ...notificationPageQueryOptions(cursor), enabled });
