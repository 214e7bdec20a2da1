/** What other features use of deals: they import it from here, never from its folders. */
export { DealEventLine } from './components/DealEventLine';
export { ListingDealButtons } from './components/ListingDealButtons';
export { ThreadDeals } from './components/ThreadDeals';
