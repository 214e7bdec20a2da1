import type { Theme } from '@mui/material/styles';
import { outlinedPaper } from './paper-styles';

/** Class names of StatCard and StatGrid, styled once for the page by the theme's baseline. */
export const STAT = {
  grid: 'stat-grid',
  card: 'stat-card',
  content: 'stat-card-content',
  badge: 'stat-card-badge',
  label: 'stat-card-label',
  value: 'stat-card-value',
} as const;

/** The look MUI's outlined Card, CardContent, Box and Typography gave a figure, and the grid of figures. */
export const statCardStyles = (theme: Theme) => {
  const { breakpoints, palette, shape, spacing, typography } = theme;
  return {
    [`.${STAT.grid}`]: {
      display: 'grid',
      gap: spacing(2),
      gridTemplateColumns: '1fr 1fr',
      marginBottom: spacing(3),
      [breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
    },
    [`.${STAT.card}`]: { ...outlinedPaper(theme), overflow: 'hidden' },
    [`.${STAT.content}`]: { padding: spacing(2), display: 'flex', alignItems: 'center', gap: spacing(2), '&:last-child': { paddingBottom: spacing(3) } },
    [`.${STAT.badge}`]: {
      backgroundColor: palette.primary.main,
      color: palette.primary.contrastText,
      borderRadius: Number(shape.borderRadius) * 2,
      padding: spacing(1),
      display: 'flex',
    },
    [`.${STAT.label}`]: { margin: 0, ...typography.body2 },
    [`.${STAT.value}`]: { margin: 0, ...typography.h3 },
  };
};
