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
