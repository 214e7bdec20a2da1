import type { Theme } from '@mui/material/styles';

/**
 * Class names of a small chip as MUI's Chip draws one (filled in a palette colour, or outlined), styled once for the
 * page by the theme's baseline: list pages repeat the category badge on every card and row.
 */
export const CHIP = {
  root: 'chip',
  primary: 'chip-primary',
  secondary: 'chip-secondary',
  outlined: 'chip-outlined',
  /** MUI's medium Chip, 32 px high. */
  medium: 'chip-medium',
  icon: 'chip-icon',
  label: 'chip-label',
} as const;

export const chipStyles = (theme: Theme) => {
  const { palette, typography, transitions } = theme;
  return {
    [`.${CHIP.root}`]: {
      maxWidth: '100%',
      fontFamily: typography.fontFamily,
      fontSize: typography.pxToRem(13),
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box' as const,
      height: 24,
      lineHeight: 1.5,
      padding: 0,
      border: 0,
      borderRadius: 16,
      whiteSpace: 'nowrap' as const,
      verticalAlign: 'middle',
      color: palette.text.primary,
      backgroundColor: palette.action.selected,
      transition: transitions.create(['background-color', 'box-shadow']),
    },
    [`.${CHIP.primary}`]: { color: palette.primary.contrastText, backgroundColor: palette.primary.main },
    [`.${CHIP.secondary}`]: { color: palette.secondary.contrastText, backgroundColor: palette.secondary.main },
    [`.${CHIP.outlined}`]: { backgroundColor: 'transparent', border: `1px solid ${palette.grey[400]}` },
    // Two classes deep, over the font size of the icon's own class.
    [`.${CHIP.root} > .${CHIP.icon}`]: { color: 'inherit', fontSize: 18, marginLeft: 4, marginRight: -4 },
    [`.${CHIP.label}`]: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' as const, padding: '0 8px' },
    [`.${CHIP.outlined} > .${CHIP.label}`]: { padding: '0 7px' },
    [`.${CHIP.medium}`]: { height: 32 },
    [`.${CHIP.medium} > .${CHIP.label}`]: { padding: '0 12px' },
  };
};
