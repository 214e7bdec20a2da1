import Skeleton from '@mui/material/Skeleton';
import type { InventoryStats } from '@surplus/shared';
import { Icon } from '../../../components/Icon';
import { PlainButton } from '../../../components/PlainButton';
import { countLabel } from '../../../lib/format';
import { HERO } from './hero-styles';

/** The banner with the zero-waste tagline and, on large screens, the totals panel. */
export function Hero({ stats }: { stats: InventoryStats | undefined }) {
  return (
    <div className={HERO.root}>
      <div className={HERO.text}>
        <span className={HERO.overline}>Pro supplier tool</span>
        <h1 className={HERO.title}>Zero waste for surplus doors and parts</h1>
        <p className={HERO.tagline}>Buy and sell leftover roll-up doors and door parts between businesses, and keep them out of landfill.</p>
        <div className={HERO.actions}>
          <PlainButton variant="contained" color="secondary" startIcon={<Icon icon="DoorSliding" />} to="/doors">
            Browse Doors
          </PlainButton>
          <PlainButton variant="outlined" color="inherit" startIcon={<Icon icon="Build" />} to="/parts">
            Browse Parts
          </PlainButton>
        </div>
      </div>
      <div aria-label="Marketplace totals" role="group" className={HERO.totals}>
        {[
          { label: 'Total Items', value: stats && stats.totalDoors + stats.totalParts },
          { label: 'Businesses', value: stats?.totalBusinesses },
        ].map(({ label, value }) => (
          <div key={label} className={HERO.total}>
            <p className={HERO.totalValue}>
              {value === undefined ? <Skeleton width={50} sx={{ mx: 'auto', bgcolor: 'rgba(255,255,255,0.2)' }} /> : countLabel(value)}
            </p>
            <p className={HERO.totalLabel}>{label}</p>
          </div>
        ))}
      </div>
    </div>
  );
}
