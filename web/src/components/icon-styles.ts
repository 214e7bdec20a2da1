import type { Theme } from '@mui/material/styles';

/** Class names of Icon's `<svg>`: MUI's SvgIcon look per font size, styled once for the page by the theme's baseline. */
export const ICON = {
  root: 'icon',
  inherit: 'icon-inherit',
  small: 'icon-small',
  medium: 'icon-medium',
  large: 'icon-large',
  primary: 'icon-primary',
} as const;

export const iconStyles = ({ typography, transitions, palette }: Theme) => ({
  [`.${ICON.root}`]: {
    userSelect: 'none' as const,
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    transition: transitions.create('fill', { duration: transitions.duration.shorter }),
    fill: 'currentColor',
  },
  [`.${ICON.inherit}`]: { fontSize: 'inherit' },
  [`.${ICON.small}`]: { fontSize: typography.pxToRem(20) },
  [`.${ICON.medium}`]: { fontSize: typography.pxToRem(24) },
  [`.${ICON.large}`]: { fontSize: typography.pxToRem(35) },
  [`.${ICON.primary}`]: { color: palette.primary.main },
});
