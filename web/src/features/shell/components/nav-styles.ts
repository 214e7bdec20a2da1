import { alpha, type Theme } from '@mui/material/styles';

/** Class names of the navigation's list, styled once for the page by Sidebar's <GlobalStyles>. */
export const NAV = { list: 'nav-list', link: 'nav-link', current: 'nav-link-current', icon: 'nav-icon', label: 'nav-label' } as const;

/**
 * The look of MUI's List, ListItemButton, ListItemIcon and ListItemText as the navigation used them, as one style
 * sheet instead of styles computed per link on every render.
 */
export const navStyles = (theme: Theme) => ({
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

