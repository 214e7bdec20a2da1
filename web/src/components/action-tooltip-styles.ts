import { alpha, type Theme } from '@mui/material/styles';

/** Class names of the one tooltip element installActionTooltips shows, styled once for the page by the theme's baseline. */
export const TOOLTIP = {
  root: 'action-tooltip',
  /** Opened by a long press: larger, as MUI's touch tooltip. */
  touch: 'action-tooltip-touch',
} as const;

const round = (value: number) => Math.round(value * 1e5) / 1e5;

/** MUI's Tooltip look: its colours, sizes and Grow transition. */
export const actionTooltipStyles = (theme: Theme) => {
  const { palette, typography, shape, zIndex, transitions } = theme;
  return {
    '@keyframes action-tooltip-grow': {
      from: { opacity: 0, transform: 'scale(0.75, 0.5625)' },
    },
    [`.${TOOLTIP.root}`]: {
      position: 'fixed' as const,
      zIndex: zIndex.tooltip,
      pointerEvents: 'none' as const,
      transformOrigin: 'center top',
      backgroundColor: alpha(palette.grey[700], 0.92),
      borderRadius: shape.borderRadius,
      color: palette.common.white,
      fontFamily: typography.fontFamily,
      padding: '4px 8px',
      fontSize: typography.pxToRem(11),
      maxWidth: 300,
      wordWrap: 'break-word' as const,
      fontWeight: typography.fontWeightMedium,
      animation: `action-tooltip-grow ${transitions.duration.shorter}ms ${transitions.easing.easeInOut}`,
      '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    },
    [`.${TOOLTIP.root}[data-placement="top"]`]: { transformOrigin: 'center bottom' },
    [`.${TOOLTIP.touch}`]: {
      padding: '8px 16px',
      fontSize: typography.pxToRem(14),
      lineHeight: `${round(16 / 14)}em`,
      fontWeight: typography.fontWeightRegular,
    },
  };
};
