/** What other features use of saved: they import it from here, never from its folders. */
export { BookmarkToggle } from './components/BookmarkToggle';
export { SaveButton } from './components/SaveButton';
export { SaveSearchButton } from './components/SaveSearchButton';
export { savedSearchUrl, searchLabel } from './saved-search';
