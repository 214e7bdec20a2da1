/** What the app's layout loads of notifications for the header, and the page renderer imports (ssr/server-parts.ts). */
export { NotificationBell } from './components/NotificationBell';
