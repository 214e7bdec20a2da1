import { alpha, type Theme } from '@mui/material/styles';

/**
 * Class names of plain `<button>` and `<a>` elements that look as MUI's IconButton and Button do, styled once for the
 * page by the theme's baseline. The header uses them on every page, where MUI's components computed and serialised
 * their styles on every render, on the server and again while the browser hydrates. They have no ripple.
 */
export const BUTTON = {
  /** IconButton, medium, default colour; `edgeStart` as its `edge="start"`. */
  icon: 'btn-icon',
  edgeStart: 'btn-edge-start',
  /** Button, primary: `text` (medium) or `contained` (small). */
  text: 'btn-text',
  contained: 'btn-contained',
  /** A Button's start icon: 20 px, before the label. */
  startIcon: 'btn-start-icon',
  /** An icon's count, as MUI's Badge with `color="error"` shows it. */
  badged: 'btn-badged',
  badge: 'btn-badge',
} as const;

export const buttonStyles = (theme: Theme) => {
  const { palette, transitions, typography, shape } = theme;
  const short = transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], { duration: transitions.duration.short });
  const base = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative' as const,
    boxSizing: 'border-box' as const,
    WebkitTapHighlightColor: 'transparent',
    backgroundColor: 'transparent',
    outline: 0,
    border: 0,
    margin: 0,
    cursor: 'pointer',
    userSelect: 'none' as const,
    verticalAlign: 'middle',
    appearance: 'none' as const,
    textDecoration: 'none',
    color: 'inherit',
  };
  const label = {
    ...base,
    ...typography.button,
    minWidth: 64,
    borderRadius: shape.borderRadius,
    transition: short,
  };
  return {
    [`.${BUTTON.icon}`]: {
      ...base,
      flex: '0 0 auto',
      padding: 8,
      fontSize: typography.pxToRem(24),
      borderRadius: '50%',
      color: palette.action.active,
      transition: transitions.create('background-color', { duration: transitions.duration.shortest }),
      '&:hover': { backgroundColor: palette.action.hover },
    },
    [`.${BUTTON.edgeStart}`]: { marginLeft: -12 },
    [`.${BUTTON.text}`]: {
      ...label,
      padding: '6px 8px',
      color: palette.primary.main,
      '&:hover': { backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity) },
    },
    [`.${BUTTON.contained}`]: {
      ...label,
      padding: '4px 10px',
      fontSize: typography.pxToRem(13),
      color: palette.primary.contrastText,
      backgroundColor: palette.primary.main,
      boxShadow: theme.shadows[2],
      whiteSpace: 'nowrap' as const,
      '&:hover': { backgroundColor: palette.primary.dark, boxShadow: theme.shadows[4] },
    },
    [`.${BUTTON.startIcon}`]: { display: 'inherit', marginRight: 8, marginLeft: -4, '& > svg': { fontSize: 20 } },
    [`.${BUTTON.badged}`]: { position: 'relative' as const, display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 },
    [`.${BUTTON.badge}`]: {
      position: 'absolute' as const,
      top: 0,
      right: 0,
      transform: 'scale(1) translate(50%, -50%)',
      transformOrigin: '100% 0%',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box' as const,
      minWidth: 20,
      height: 20,
      padding: '0 6px',
      borderRadius: 10,
      zIndex: 1,
      fontFamily: typography.fontFamily,
      fontWeight: typography.fontWeightMedium,
      fontSize: typography.pxToRem(12),
      lineHeight: 1,
      backgroundColor: palette.error.main,
      color: palette.error.contrastText,
    },
  };
};
