import { useEffect, useState, type RefObject } from 'react';
import { useHydrated } from './use-hydrated';

/** How far outside the screen an element counts as near: about a card's height, so pictures arrive before they show. */
const MARGIN = '300px';

/**
 * True once the element is within MARGIN of the viewport (and from then on), and not before the page is hydrated:
 * what it starts (a query) ends in an urgent update, which while the page hydrates would make React finish all of
 * the hydration in one long task. A page's content below the fold costs the phone nothing while it loads; browsers
 * without IntersectionObserver get true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled = true): boolean {
  const hydrated = useHydrated();
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !hydrated || near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, hydrated, near]);
  return near;
}
