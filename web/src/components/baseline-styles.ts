/** Class names of the baseline (baseline.css) that any component may use. */
export const BASELINE = {
  /** Read by screen readers, not shown: MUI's `visuallyHidden`. */
  visuallyHidden: 'visually-hidden',
} as const;
