import { errorMessage } from '../../../api/client';
import { useBusinessImpact } from '../api/get-business-impact';
import { ImpactChartSlot } from './ImpactChartSlot';
import { ImpactFigures } from './ImpactFigures';
import { IMPACT } from './impact-styles';

/** A business page's impact: kilograms kept out of landfill as seller and as buyer, and the last 24 months as a chart. */
export function BusinessImpactSection({ businessId }: { businessId: number }) {
  const impact = useBusinessImpact(businessId);
  return (
    <section className={IMPACT.section} aria-labelledby="business-impact-title">
      <h2 id="business-impact-title" className={IMPACT.title}>
        Kept out of landfill
      </h2>
      {impact.isError ? (
        <p className={IMPACT.error} role="alert">
          Could not load the impact figures: {errorMessage(impact.error, 'please try again')}
        </p>
      ) : (
        <>
          <ImpactFigures impact={impact.data} />
          <ImpactChartSlot months={impact.data?.byMonth} label="Kilograms kept out of landfill by month, last 24 months" />
        </>
      )}
    </section>
  );
}
