/** What the app's layout loads of search for the header, and the page renderer imports (ssr/server-parts.ts). */
export { HeaderSearch } from './components/HeaderSearch';
