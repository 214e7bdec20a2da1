import Skeleton from '@mui/material/Skeleton';
import { Icon } from '../../../components/Icon';
import { useMarketplaceImpact } from '../api/get-marketplace-impact';
import { kgLabel } from '../impact-labels';
import { MARKET_IMPACT } from './market-impact-styles';

/**
 * The marketplace's two weights, each saying what it counts: what buyers confirmed was reused, and the estimate of
 * what is listed now. Skeletons of the same height until they are known (the server renders them with the page).
 */
export function MarketplaceImpactFigures() {
  const { data, isError } = useMarketplaceImpact();
  const figures = [
    { key: 'confirmed', icon: 'Recycling', value: data?.confirmedKg, label: 'kept out of landfill, confirmed by buyers' },
    { key: 'listed', icon: 'Inventory2', value: data?.listedKg, label: 'listed now, estimated' },
  ] as const;
  return (
    <div className={MARKET_IMPACT.root} role="group" aria-label="Marketplace impact">
      {figures.map(({ key, icon, value, label }) => (
        <p key={key} className={MARKET_IMPACT.figure}>
          <span className={MARKET_IMPACT.icon}>
            <Icon icon={icon} />
          </span>
          <span>
            <span className={MARKET_IMPACT.value}>{value !== undefined ? kgLabel(value) : isError ? 'Not available' : <Skeleton width={110} />}</span>
            <span className={MARKET_IMPACT.label}>{label}</span>
          </span>
        </p>
      ))}
    </div>
  );
}
