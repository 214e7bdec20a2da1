/** What other features use of business: they import it from here, never from its folders. */
export { BusinessLink } from './components/BusinessLink';
