/** What the app's layout loads of inquiries when it shows the sidebar, and the page renderer imports (ssr/server-parts.ts). */
export { UnreadThreadsChip } from './components/UnreadThreadsChip';
