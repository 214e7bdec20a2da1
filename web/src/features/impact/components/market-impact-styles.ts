import type { Theme } from '@mui/material/styles';
import { themeStyles } from '../../../lib/theme-styles';
import { outlined } from './outlined';

/** Class names of the marketplace's figures on the home page. */
export const MARKET_IMPACT = {
  root: 'market-impact',
  figure: 'market-impact-figure',
  icon: 'market-impact-icon',
  value: 'market-impact-value',
  label: 'market-impact-label',
} as const;

export const marketImpactStyles = themeStyles((theme: Theme) => {
  const { breakpoints, palette, spacing, typography } = theme;
  return {
    [`.${MARKET_IMPACT.root}`]: {
      display: 'grid',
      gap: spacing(2),
      gridTemplateColumns: '1fr',
      marginBottom: spacing(3),
      [breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
    },
    [`.${MARKET_IMPACT.figure}`]: { ...outlined(theme), margin: 0, padding: spacing(2), display: 'flex', alignItems: 'center', gap: spacing(2) },
    [`.${MARKET_IMPACT.icon}`]: { display: 'flex', padding: spacing(1), borderRadius: '50%', backgroundColor: palette.success.main, color: palette.success.contrastText },
    [`.${MARKET_IMPACT.figure}:last-of-type .${MARKET_IMPACT.icon}`]: { backgroundColor: palette.primary.main, color: palette.primary.contrastText },
    [`.${MARKET_IMPACT.value}`]: { display: 'block', ...typography.h3 },
    [`.${MARKET_IMPACT.label}`]: { display: 'block', ...typography.body2, color: palette.text.secondary },
  };
});
