/** Class names of the one tooltip element installActionTooltips shows, styled by action-tooltip.css. */
export const TOOLTIP = {
  root: 'action-tooltip',
  /** Opened by a long press: larger, as MUI's touch tooltip. */
  touch: 'action-tooltip-touch',
} as const;
