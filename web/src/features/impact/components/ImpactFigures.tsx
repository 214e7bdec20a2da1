import Skeleton from '@mui/material/Skeleton';
import type { BusinessImpact } from '@surplus/shared';
import type { ReactNode } from 'react';
import { kgLabel, unitsMovedLabel } from '../impact-labels';
import { IMPACT } from './impact-styles';

interface SideProps {
  title: string;
  heading: 'h2' | 'h3';
  kg: number | undefined;
  label: string;
  units: { doors: number; parts: number; transfers: number } | undefined;
  children?: ReactNode;
}

/** One side of a business's transfers: its confirmed kilograms, what they count, and the units behind them. */
function Side({ title, heading: Heading, kg, label, units, children }: SideProps) {
  return (
    <section className={IMPACT.side} aria-label={title}>
      <Heading className={IMPACT.sideTitle}>{title}</Heading>
      <p className={IMPACT.kg}>{kg === undefined ? <Skeleton width={90} /> : kgLabel(kg)}</p>
      <p className={IMPACT.kgLabel}>{label}</p>
      {children}
      <p className={IMPACT.units}>{units ? unitsMovedLabel(units) : <Skeleton width="70%" />}</p>
    </section>
  );
}

/**
 * What a business kept out of landfill as seller (confirmed by its buyers; the sales it reported itself on a line
 * of their own, never added in) and as buyer; skeletons of the same height until the figures are known.
 */
export function ImpactFigures({ impact, heading = 'h3' }: { impact: BusinessImpact | undefined; heading?: 'h2' | 'h3' }) {
  const seller = impact?.asSeller;
  const buyer = impact?.asBuyer;
  return (
    <div className={IMPACT.figures}>
      <Side title="As seller" heading={heading} kg={seller?.confirmedKg} label="kept out of landfill, confirmed by buyers" units={seller}>
        <p className={IMPACT.note}>
          {seller ? (
            <>
              Plus <strong>{kgLabel(seller.selfReportedKg)}</strong> self-reported: sold elsewhere, not confirmed by a buyer
            </>
          ) : (
            <Skeleton />
          )}
        </p>
      </Side>
      <Side title="As buyer" heading={heading} kg={buyer?.confirmedKg} label="received and reused, confirmed" units={buyer} />
    </div>
  );
}
