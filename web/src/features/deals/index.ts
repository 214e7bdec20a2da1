/** What other features use of deals: they import it from here, never from its folders. */
export { DealEventLine } from './components/DealEventLine';
export { ListingDealButtons } from './components/ListingDealButtons';
export { RefusalAlert } from './components/RefusalAlert';
export { ThreadDeals } from './components/ThreadDeals';
// A deal form's checks, for the forms of other features that make deals (My Inventory's sale made elsewhere).
export { formErrors, lengthError, quantityError } from './deal-form';
