import { alpha, type Theme } from '@mui/material/styles';
import { themeStyles } from '../../../lib/theme-styles';

/**
 * Class names of the frame around every page (layout, header, sidebar, navigation, footer), styled once for the page
 * by AppLayout's <GlobalStyles>. They keep the look of the MUI components the frame was built from (AppBar, Toolbar,
 * Paper, List, Typography, Link) without computing and serialising those components' styles on every render.
 */
export const SHELL = {
  layout: 'shell',
  column: 'shell-column',
  main: 'shell-main',
  bar: 'shell-bar',
  toolbar: 'shell-toolbar',
  /** Shown below 768 px only, and from 768 px only: CSS, so the server's markup fits every screen. */
  phoneOnly: 'shell-phone-only',
  wideOnly: 'shell-wide-only',
  searchSlot: 'shell-search',
  spacer: 'shell-spacer',
  back: 'shell-back',
  sidebar: 'shell-sidebar',
  sidebarPaper: 'shell-sidebar-paper',
  nav: 'shell-nav',
  brand: 'shell-brand',
  brandName: 'shell-brand-name',
  tagline: 'shell-tagline',
  footer: 'shell-footer',
  footerText: 'shell-footer-text',
  footerLinks: 'shell-footer-links',
  footerLink: 'shell-footer-link',
} as const;

/** Class names of the navigation's list, which the phone's drawer shows too. */
export const NAV = { list: 'nav-list', link: 'nav-link', current: 'nav-link-current', icon: 'nav-icon', label: 'nav-label' } as const;

export const SIDEBAR_WIDTH = 240;

const navStyles = (theme: Theme) => ({
  [`.${NAV.list}`]: { listStyle: 'none', margin: 0, padding: theme.spacing(1), flexGrow: 1 },
  [`.${NAV.link}`]: {
    display: 'flex',
    alignItems: 'center',
    boxSizing: 'border-box' as const,
    padding: theme.spacing(1, 2),
    marginBottom: theme.spacing(0.5),
    borderRadius: Number(theme.shape.borderRadius) * 2,
    color: 'inherit',
    textDecoration: 'none',
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '&:hover': { backgroundColor: theme.palette.action.hover },
  },
  [`.${NAV.current}`]: {
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
    '&:hover': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity) },
  },
  [`.${NAV.icon}`]: { minWidth: 40, display: 'inline-flex', flexShrink: 0, color: theme.palette.action.active },
  [`.${NAV.label}`]: { ...theme.typography.body1, flex: '1 1 auto', minWidth: 0, margin: '4px 0' },
});

export const shellStyles = themeStyles((theme: Theme) => {
  const { palette, typography, breakpoints, spacing } = theme;
  const wide = breakpoints.up('md');
  const divider = `1px solid ${palette.divider}`;
  return {
    [`.${SHELL.layout}`]: { display: 'flex', minHeight: '100vh' },
    [`.${SHELL.column}`]: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
    [`.${SHELL.main}`]: { flexGrow: 1, padding: spacing(2), [wide]: { padding: spacing(3) } },
    [`.${SHELL.bar}`]: {
      position: 'sticky' as const,
      top: 0,
      zIndex: theme.zIndex.appBar,
      display: 'flex',
      flexDirection: 'column',
      flexShrink: 0,
      boxSizing: 'border-box' as const,
      width: '100%',
      backgroundColor: palette.background.paper,
      borderBottom: divider,
    },
    [`.${SHELL.toolbar}`]: {
      position: 'relative' as const,
      display: 'flex',
      alignItems: 'center',
      minHeight: 60,
      gap: spacing(0.5),
      padding: spacing(0, 1),
      [wide]: { gap: spacing(1), padding: spacing(0, 2) },
    },
    // Two classes deep, over the display of the buttons' own classes whichever of the sheets comes first.
    [`.${SHELL.bar} .${SHELL.phoneOnly}`]: { [wide]: { display: 'none' } },
    [`.${SHELL.bar} .${SHELL.wideOnly}`]: { display: 'none', [wide]: { display: 'inline-flex' } },
    [`.${SHELL.searchSlot}`]: { display: 'none', flexGrow: 1, maxWidth: 480, [wide]: { display: 'flex' } },
    [`.${SHELL.spacer}`]: { flexGrow: 1 },
    // The back arrow alone on a phone; "Back" beside it from 768 px.
    [`.${SHELL.bar} .${SHELL.back}`]: { minWidth: 0, '& > span:first-of-type': { marginRight: 0, [wide]: { marginRight: 8 } } },
    [`.${SHELL.sidebar}`]: { width: SIDEBAR_WIDTH, flexShrink: 0, display: 'none', [wide]: { display: 'block' } },
    [`.${SHELL.sidebarPaper}`]: {
      position: 'fixed' as const,
      top: 0,
      left: 0,
      bottom: 0,
      width: SIDEBAR_WIDTH,
      overflowY: 'auto' as const,
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      borderRight: divider,
      zIndex: theme.zIndex.drawer,
    },
    [`.${SHELL.nav}`]: { display: 'flex', flexDirection: 'column', height: '100%' },
    [`.${SHELL.brand}`]: { padding: spacing(2.25, 2.5), backgroundColor: palette.primary.main, color: palette.primary.contrastText },
    [`.${SHELL.brandName}`]: { ...typography.h6, margin: 0, fontWeight: 800, lineHeight: 1.2 },
    [`.${SHELL.tagline}`]: { ...typography.caption, opacity: 0.85 },
    [`.${SHELL.footer}`]: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: spacing(2),
      justifyContent: 'space-between',
      padding: spacing(2, 3),
      borderTop: divider,
      backgroundColor: palette.background.paper,
    },
    [`.${SHELL.footerText}`]: { ...typography.body2, margin: 0 },
    [`.${SHELL.footerLinks}`]: { display: 'flex', flexWrap: 'wrap', columnGap: spacing(2) },
    // 28 px tall blocks: apart enough to tap when they wrap onto two lines on a phone.
    [`.${SHELL.footerLink}`]: {
      ...typography.body2,
      display: 'inline-block',
      padding: spacing(0.5, 0),
      color: palette.primary.main,
      textDecorationColor: alpha(palette.primary.main, 0.4),
      '&:hover': { textDecorationColor: 'inherit' },
    },
    ...navStyles(theme),
    // On paper only the page itself: no navigation, header or footer, and the page across the printable width.
    '@media print': {
      [`.${SHELL.sidebar}, .${SHELL.bar}, .${SHELL.footer}`]: { display: 'none' },
      [`.${SHELL.layout}`]: { display: 'block', minHeight: 0 },
      [`.${SHELL.main}`]: { padding: 0 },
    },
  };
});
