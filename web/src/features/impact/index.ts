/** What other features use of impact: they import it from here, never from its folders. */
export { BusinessImpactSection } from './components/BusinessImpactSection';
export { BusinessReviewsSection } from './components/BusinessReviewsSection';
export { MarketplaceImpactFigures } from './components/MarketplaceImpactFigures';
