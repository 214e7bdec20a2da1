import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { themeStyles } from '../../../lib/theme-styles';

/** Class names of the home page's own layout, styled once by HomePage's <GlobalStyles>. */
export const HOME = {
  signIn: 'home-sign-in',
  hiddenHeading: 'home-hidden-heading',
  add: 'home-add',
  grid: 'home-grid',
  dimmed: 'home-grid-dimmed',
} as const;

/** The layout MUI's Box and sx gave the page: the add button from `md`, the card grid's columns per width. */
export const homeStyles = themeStyles(({ breakpoints, spacing }: Theme) => ({
  [`.${HOME.signIn}`]: { marginBottom: spacing(3) },
  [`.${HOME.hiddenHeading}`]: visuallyHidden,
  // The floating button stands in for it on small screens. Two classes deep over the button's own `display`: while the
  // page hydrates, Emotion moves the theme's baseline after this sheet for a moment.
  [`.btn.${HOME.add}`]: { display: 'none', whiteSpace: 'nowrap' as const, [breakpoints.up('md')]: { display: 'inline-flex' } },
  [`.${HOME.grid}`]: {
    display: 'grid',
    gap: spacing(2.5),
    gridTemplateColumns: '1fr',
    opacity: 1,
    transition: 'opacity 150ms',
    [breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
    [breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
    [breakpoints.up('xl')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
  [`.${HOME.dimmed}`]: { opacity: 0.6 },
}));
