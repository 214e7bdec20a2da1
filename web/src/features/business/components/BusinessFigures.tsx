import type { BusinessProfile } from '@surplus/shared';
import { StatCard, StatGrid } from '../../../components/StatCard';
import { countLabel } from '../../../lib/format';

const number = (value: number | undefined) => (value === undefined ? undefined : countLabel(value));

/** What a business's current listings add up to; their weight is an estimate (what its transfers kept out of landfill is the impact section's). */
export function BusinessFigures({ business }: { business: BusinessProfile | undefined }) {
  return (
    <StatGrid>
      <StatCard label="Listings" icon="Inventory2" value={number(business?.itemCount)} />
      <StatCard label="Door listings" icon="DoorSliding" value={number(business?.doors)} />
      <StatCard label="Part listings" icon="Build" value={number(business?.parts)} />
      <StatCard label="Listed now, estimated" icon="Recycling" value={business && `${number(business.wasteKg)} kg`} />
    </StatGrid>
  );
}
