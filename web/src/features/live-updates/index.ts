/** What the app's layout loads of live-updates beside the page, and the page renderer imports (ssr/server-parts.ts). */
export { LiveUpdates } from './components/LiveUpdates';
