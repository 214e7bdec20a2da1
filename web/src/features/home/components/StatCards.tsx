import type { InventoryStats } from '@surplus/shared';
import { StatCard, StatGrid } from '../../../components/StatCard';
import { countLabel } from '../../../lib/format';

const CARDS = [
  { key: 'totalDoors', label: 'Total Doors', icon: 'DoorSliding' },
  { key: 'totalParts', label: 'Total Parts', icon: 'Build' },
  { key: 'myInventory', label: 'My Inventory', icon: 'Inventory2' },
  { key: 'totalBusinesses', label: 'Active Businesses', icon: 'Storefront' },
] as const;

/** The dashboard reading of the home page: four counts for the signed-in business. */
export function StatCards({ stats }: { stats: InventoryStats | undefined }) {
  return (
    <StatGrid>
      {CARDS.map(({ key, label, icon }) => (
        <StatCard key={key} label={label} icon={icon} value={stats && countLabel(stats[key])} />
      ))}
    </StatGrid>
  );
}
