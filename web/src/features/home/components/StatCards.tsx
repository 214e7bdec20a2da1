import BuildIcon from '@mui/icons-material/Build';
import DoorSlidingIcon from '@mui/icons-material/DoorSliding';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { InventoryStats } from '@surplus/shared';
import { StatCard, StatGrid } from '../../../components/StatCard';
import { countLabel } from '../../../lib/format';

const CARDS = [
  { key: 'totalDoors', label: 'Total Doors', icon: DoorSlidingIcon },
  { key: 'totalParts', label: 'Total Parts', icon: BuildIcon },
  { key: 'myInventory', label: 'My Inventory', icon: Inventory2Icon },
  { key: 'totalBusinesses', label: 'Active Businesses', icon: StorefrontIcon },
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
