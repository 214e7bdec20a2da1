/** What other features use of csv-import: they import it from here, never from its folders. */
export { CsvActions } from './components/CsvActions';
