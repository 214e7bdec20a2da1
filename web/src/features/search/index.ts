/** What other features use of search: they import it from here, never from its folders. */
export { HeaderSearch } from './components/HeaderSearch';
