import type { Theme } from '@mui/material/styles';

/**
 * Class names of a search box (an icon and an input in an outlined box) as MUI's small OutlinedInput with a start
 * adornment draws one, styled once for the page by the theme's baseline: the header has one on every page, and the
 * list pages another. The outline is an inset shadow, as thick as MUI's fieldset border, and like it takes no room.
 */
export const SEARCH_BOX = {
  root: 'search-box',
  /** As wide as its container (the header's). */
  full: 'search-box-full',
  /** Beside a list's sort and filters: grows, on white. */
  list: 'search-box-list',
  icon: 'search-box-icon',
  input: 'search-box-input',
} as const;

export const searchBoxStyles = (theme: Theme) => {
  const { palette, typography, transitions, breakpoints } = theme;
  const outline = (width: number, color: string) => `inset 0 0 0 ${width}px ${color}`;
  return {
    [`.${SEARCH_BOX.root}`]: {
      ...typography.body1,
      lineHeight: '1.4375em',
      color: palette.text.primary,
      boxSizing: 'border-box' as const,
      position: 'relative' as const,
      cursor: 'text',
      display: 'inline-flex',
      alignItems: 'center',
      paddingLeft: 14,
      borderRadius: theme.shape.borderRadius,
      boxShadow: outline(1, 'rgba(0, 0, 0, 0.23)'),
      '&:hover': { boxShadow: outline(1, palette.text.primary) },
      '@media (hover: none)': { '&:hover': { boxShadow: outline(1, 'rgba(0, 0, 0, 0.23)') } },
      '&:focus-within': { boxShadow: outline(2, palette.primary.main) },
    },
    [`.${SEARCH_BOX.full}`]: { width: '100%' },
    [`.${SEARCH_BOX.list}`]: { flexGrow: 1, backgroundColor: palette.background.paper, [breakpoints.up('sm')]: { minWidth: 280 } },
    [`.${SEARCH_BOX.root} > .${SEARCH_BOX.icon}`]: { flexShrink: 0, marginRight: 8, fontSize: typography.pxToRem(20), color: palette.action.active },
    [`.${SEARCH_BOX.input}`]: {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      boxSizing: 'content-box' as const,
      display: 'block',
      minWidth: 0,
      width: '100%',
      height: '1.4375em',
      margin: 0,
      padding: '8.5px 14px 8.5px 0',
      border: 0,
      background: 'none',
      WebkitTapHighlightColor: 'transparent',
      MozAppearance: 'textfield',
      '&::placeholder': { color: 'currentColor', opacity: 0.42, transition: transitions.create('opacity', { duration: transitions.duration.shorter }) },
      '&:focus': { outline: 0 },
      '&:invalid': { boxShadow: 'none' },
      '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
    },
  };
};
