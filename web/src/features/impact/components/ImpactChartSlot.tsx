import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { browserOnly } from '../../../components/browser-only';
import { useHydrated } from '../../../hooks/use-hydrated';
import { hasMonthlyFigures, IMPACT_SERIES, type ChartMonth } from '../impact-labels';
import { CHART_HEIGHT, IMPACT } from './impact-styles';

// The charting library is its own chunk, fetched once a chart is on the screen; the server renders the empty box.
const ImpactChart = lazy(typeof window === 'undefined' ? browserOnly : () => import('./ImpactChart').then((m) => ({ default: m.ImpactChart })));

/**
 * True once the element is on the screen, and from then on; not before the page is hydrated. On the screen, not near
 * it as useNearViewport has it: the chart's code takes a long task to evaluate on a phone, which a business page below
 * the fold (a phone's first view) should not pay while it loads.
 */
function useOnScreen(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const hydrated = useHydrated();
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !hydrated || seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setSeen(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, hydrated, seen]);
  return seen;
}

/** The chart's series and colours, as text: on screen and paper before (and without) the chart's code. */
export function ImpactLegend() {
  return (
    <ul className={IMPACT.legend} aria-label="Chart legend">
      {IMPACT_SERIES.map(({ key, label, color }) => (
        <li key={key} className={IMPACT.legendItem}>
          <span className={IMPACT.swatch} style={{ backgroundColor: color }} aria-hidden />
          {label}
        </li>
      ))}
    </ul>
  );
}

/**
 * The box of the monthly chart, its height kept from the first paint; the chart comes into it once the box is on the
 * screen, or at once with `eager` (a page that is about the chart and prints it, where Print may come before a scroll).
 * Without a kilogram in any month it says so instead, and loads nothing.
 */
export function ImpactChartSlot({ months, label, eager = false }: { months: readonly ChartMonth[] | undefined; label: string; eager?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const empty = months !== undefined && !hasMonthlyFigures(months);
  const onScreen = useOnScreen(box, months !== undefined && !empty && !eager);
  const hydrated = useHydrated();
  const shown = onScreen || (eager && hydrated);
  if (empty) return <p className={IMPACT.empty}>Nothing was transferred in the last 24 months.</p>;
  return (
    <>
      <ImpactLegend />
      <div className={IMPACT.chartScroll}>
        <div ref={box} className={IMPACT.chart} role="figure" aria-label={label}>
          {shown && months && (
            <Suspense fallback={null}>
              <ImpactChart months={months} height={CHART_HEIGHT} />
            </Suspense>
          )}
        </div>
      </div>
    </>
  );
}
