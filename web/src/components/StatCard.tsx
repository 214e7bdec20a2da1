import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { Icon } from './Icon';
import type { IconName } from './icon-paths';
import { STAT } from './stat-card-styles';

/** One figure with its label and icon; a skeleton until the figure is known. */
export function StatCard({ label, icon, value }: { label: string; icon: IconName; value: string | undefined }) {
  return (
    <div className={STAT.card}>
      <div className={STAT.content}>
        <div className={STAT.badge}>
          <Icon icon={icon} />
        </div>
        <div>
          <p className={STAT.label}>{label}</p>
          <p className={STAT.value}>{value ?? <Skeleton width={40} />}</p>
        </div>
      </div>
    </div>
  );
}

/** Figures side by side: two a row, four from the `lg` breakpoint. */
export function StatGrid({ children }: { children: ReactNode }) {
  return <div className={STAT.grid}>{children}</div>;
}
