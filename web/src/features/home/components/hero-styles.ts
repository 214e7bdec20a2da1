import type { Theme } from '@mui/material/styles';
import { themeStyles } from '../../../lib/theme-styles';

/** Class names of the home page's banner, styled once by Hero's <GlobalStyles>. */
export const HERO = {
  root: 'hero',
  text: 'hero-text',
  overline: 'hero-overline',
  title: 'hero-title',
  tagline: 'hero-tagline',
  actions: 'hero-actions',
  totals: 'hero-totals',
  total: 'hero-total',
  totalValue: 'hero-total-value',
  totalLabel: 'hero-total-label',
} as const;

/** The banner as MUI's Box, Typography and Stack drew it, with the theme's spacing, radius and type scale. */
export const heroStyles = themeStyles(({ breakpoints, palette, shape, spacing, typography }: Theme) => ({
  [`.${HERO.root}`]: {
    background: 'linear-gradient(135deg, #1e3a5f 0%, #2c5282 100%)',
    color: palette.primary.contrastText,
    borderRadius: Number(shape.borderRadius) * 3,
    padding: spacing(3),
    marginBottom: spacing(3),
    display: 'flex',
    gap: spacing(4),
    alignItems: 'center',
    [breakpoints.up('md')]: { padding: spacing(5) },
  },
  [`.${HERO.text}`]: { flexGrow: 1 },
  [`.${HERO.overline}`]: { margin: 0, ...typography.overline, color: palette.secondary.main, fontWeight: 700 },
  [`.${HERO.title}`]: {
    margin: 0,
    ...typography.h1,
    fontSize: '1.8rem',
    marginBottom: spacing(1),
    [breakpoints.up('md')]: { fontSize: '2.4rem' },
  },
  [`.${HERO.tagline}`]: { margin: 0, ...typography.body1, opacity: 0.9, marginBottom: spacing(3), maxWidth: 560 },
  [`.${HERO.actions}`]: { display: 'flex', flexDirection: 'row' as const, gap: spacing(1.5), flexWrap: 'wrap' as const },
  // The totals show on large screens only.
  [`.${HERO.totals}`]: {
    display: 'none',
    gridTemplateColumns: '1fr 1fr',
    gap: spacing(2),
    flexShrink: 0,
    backgroundColor: 'rgba(255,255,255,0.1)',
    borderRadius: Number(shape.borderRadius) * 2,
    padding: spacing(2.5),
    [breakpoints.up('lg')]: { display: 'grid' },
  },
  [`.${HERO.total}`]: { textAlign: 'center' as const, minWidth: 110 },
  [`.${HERO.totalValue}`]: { margin: 0, ...typography.h2 },
  [`.${HERO.totalLabel}`]: { margin: 0, ...typography.body2, opacity: 0.85 },
}));
