/** Class names of StatCard and StatGrid, styled by stat-card.css. */
export const STAT = {
  grid: 'stat-grid',
  card: 'stat-card',
  content: 'stat-card-content',
  badge: 'stat-card-badge',
  label: 'stat-card-label',
  value: 'stat-card-value',
} as const;
