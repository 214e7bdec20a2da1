import { lazy, Suspense, useRef } from 'react';
import { browserOnly } from '../../../components/browser-only';
import { useNearViewport } from '../../../hooks/use-near-viewport';
import { IMPACT } from './impact-styles';
import { ReviewsSkeleton } from './ReviewsSkeleton';

// Below the listings: the reviews (MUI's Rating with them) load as they come near the screen, the page renderer's bundle
// holds none of their code, and a phone's first paint waits for none of it.
const BusinessReviews = lazy(typeof window === 'undefined' ? browserOnly : () => import('./BusinessReviews').then((m) => ({ default: m.BusinessReviews })));

/**
 * A business page's Reviews heading, and the reviews once the section is near the screen (see BusinessReviews). Styled
 * by the impact section's sheet, which the business page renders above it.
 */
export function BusinessReviewsSection({ businessId, businessName }: { businessId: number; businessName?: string }) {
  const box = useRef<HTMLElement>(null);
  const near = useNearViewport(box);
  return (
    <section ref={box} className={`${IMPACT.section} ${IMPACT.reviews}`} aria-labelledby="business-reviews-title">
      <h2 id="business-reviews-title" className={IMPACT.title}>
        Reviews
      </h2>
      {near ? (
        <Suspense fallback={<ReviewsSkeleton />}>
          <BusinessReviews businessId={businessId} businessName={businessName} />
        </Suspense>
      ) : (
        <ReviewsSkeleton />
      )}
    </section>
  );
}
