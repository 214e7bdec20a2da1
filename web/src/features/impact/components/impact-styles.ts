import type { Theme } from '@mui/material/styles';
import { themeStyles } from '../../../lib/theme-styles';
import { outlined } from './outlined';

/** The chart's drawing height in pixels: its box keeps it before the chart's code arrives, so nothing moves. */
export const CHART_HEIGHT = 280;
/** Narrower than this, the chart scrolls sideways (a phone) rather than squeezing 24 months together. */
export const CHART_MIN_WIDTH = 560;
/** The chart's width on paper: 600 px is 159 mm, inside the 170 mm an A4 page (and a Letter page) leaves between its margins. */
export const PRINT_CHART_WIDTH = 600;

/** Class names of a business's impact: its figures, and the chart with its legend. */
export const IMPACT = {
  section: 'impact-section',
  /** The reviews' section, below the listings. */
  reviews: 'impact-reviews',
  title: 'impact-title',
  figures: 'impact-figures',
  side: 'impact-side',
  sideTitle: 'impact-side-title',
  kg: 'impact-kg',
  kgLabel: 'impact-kg-label',
  note: 'impact-note',
  units: 'impact-units',
  error: 'impact-error',
  legend: 'impact-legend',
  legendItem: 'impact-legend-item',
  swatch: 'impact-swatch',
  chartScroll: 'impact-chart-scroll',
  chart: 'impact-chart',
  empty: 'impact-empty',
} as const;

export const impactStyles = themeStyles((theme: Theme) => {
  const { breakpoints, palette, spacing, typography } = theme;
  return {
    [`.${IMPACT.section}`]: { marginBottom: spacing(3) },
    [`.${IMPACT.reviews}`]: { marginTop: spacing(4) },
    [`.${IMPACT.title}`]: { margin: 0, ...typography.h2, fontSize: '1.3rem', marginBottom: spacing(2) },
    // Stacked on a phone, side by side from `sm`.
    [`.${IMPACT.figures}`]: {
      display: 'grid',
      gap: spacing(2),
      gridTemplateColumns: '1fr',
      marginBottom: spacing(2),
      [breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
    },
    [`.${IMPACT.side}`]: { ...outlined(theme), padding: spacing(2), breakInside: 'avoid' as const },
    [`.${IMPACT.sideTitle}`]: { margin: 0, ...typography.overline, fontWeight: 700, color: palette.text.secondary },
    [`.${IMPACT.kg}`]: { margin: 0, ...typography.h3, color: palette.success.main },
    [`.${IMPACT.kgLabel}`]: { margin: 0, ...typography.body2, fontWeight: 600 },
    [`.${IMPACT.note}`]: { margin: spacing(1, 0, 0), ...typography.body2, color: palette.text.secondary },
    [`.${IMPACT.units}`]: { margin: spacing(1, 0, 0), ...typography.body2 },
    [`.${IMPACT.error}`]: { margin: spacing(0, 0, 2), ...typography.body2, color: palette.error.main },
    [`.${IMPACT.legend}`]: {
      listStyle: 'none',
      display: 'flex',
      flexWrap: 'wrap' as const,
      gap: spacing(0.5, 2),
      margin: spacing(0, 0, 1),
      padding: 0,
      ...typography.body2,
    },
    [`.${IMPACT.legendItem}`]: { display: 'inline-flex', alignItems: 'center', gap: spacing(0.75) },
    [`.${IMPACT.swatch}`]: { width: 12, height: 12, borderRadius: 2, flexShrink: 0, printColorAdjust: 'exact' as const, WebkitPrintColorAdjust: 'exact' as const },
    // A phone scrolls the chart sideways, starting at its newest months (a right-to-left box starts scrolled to its end;
    // the chart inside reads left to right); the box keeps the chart's height while its code loads.
    [`.${IMPACT.chartScroll}`]: { overflowX: 'auto' as const, overflowY: 'hidden' as const, marginBottom: spacing(2), direction: 'rtl' as const },
    [`.${IMPACT.chart}`]: {
      height: CHART_HEIGHT,
      minWidth: CHART_MIN_WIDTH,
      direction: 'ltr' as const,
      printColorAdjust: 'exact' as const,
      WebkitPrintColorAdjust: 'exact' as const,
    },
    [`.${IMPACT.empty}`]: { margin: spacing(0, 0, 2), ...typography.body2, color: palette.text.secondary },
    '@media print': {
      // The whole chart on paper at a width that fits between the margins of A4 and Letter.
      [`.${IMPACT.chartScroll}`]: { overflow: 'visible', direction: 'ltr' as const },
      [`.${IMPACT.chart}`]: { width: PRINT_CHART_WIDTH, minWidth: 0, maxWidth: '100%' },
      [`.${IMPACT.figures}`]: { gridTemplateColumns: '1fr 1fr' },
    },
  };
});
