/** What other features use of filters: they import it from here, never from its folders. */
export { FilteredList } from './components/FilteredList';
