import type { Theme } from '@mui/material/styles';
import { themeStyles } from '../../../lib/theme-styles';

/** Class names of the By Business cards, styled once for the tab by BusinessGroups' <GlobalStyles>. */
export const GROUPS = {
  grid: 'business-groups',
  dimmed: 'business-groups-dimmed',
  content: 'business-group',
  head: 'business-group-head',
  name: 'business-group-name',
  location: 'business-group-location',
  items: 'business-group-items',
  item: 'business-group-item',
  itemName: 'business-group-item-name',
  itemFacts: 'business-group-item-facts',
} as const;

/**
 * The look the cards had from MUI's CardContent, Stack, Typography and a dense List of ListItemButtons, as one
 * style sheet instead of styles serialised per element of every card.
 */
export const businessGroupStyles = themeStyles((theme: Theme) => ({
  [`.${GROUPS.grid}`]: {
    display: 'grid',
    gap: theme.spacing(2),
    gridTemplateColumns: '1fr',
    scrollMarginTop: 72,
    transition: 'opacity 150ms',
    [theme.breakpoints.up('md')]: { gridTemplateColumns: '1fr 1fr' },
  },
  [`.${GROUPS.dimmed}`]: { opacity: 0.6 },
  [`.${GROUPS.content}`]: { padding: 16, '&:last-child': { paddingBottom: 24 } },
  [`.${GROUPS.head}`]: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: theme.spacing(1) },
  [`.${GROUPS.name}`]: { ...theme.typography.h3, fontSize: '1.1rem', margin: 0 },
  [`.${GROUPS.location}`]: { ...theme.typography.body2, display: 'flex', alignItems: 'center', gap: theme.spacing(0.5), margin: 0 },
  [`.${GROUPS.items}`]: { listStyle: 'none', margin: 0, padding: theme.spacing(1, 0) },
  [`.${GROUPS.item}`]: {
    display: 'block',
    padding: theme.spacing(0.5, 2),
    color: 'inherit',
    textDecoration: 'none',
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '&:hover': { backgroundColor: theme.palette.action.hover },
  },
  [`.${GROUPS.itemName}`]: { ...theme.typography.body2, display: 'block', marginTop: 6 },
  [`.${GROUPS.itemFacts}`]: { ...theme.typography.body2, color: theme.palette.text.secondary, marginTop: 0, marginBottom: 6 },
}));
