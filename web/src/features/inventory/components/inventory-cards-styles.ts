import type { Theme } from '@mui/material/styles';
import { themeStyles } from '../../../lib/theme-styles';
import { ITEM_IMAGE_CAPTION } from '../../uploads';

/** Class names of the phone cards, styled once for the list by InventoryCards' <GlobalStyles>. */
export const CARDS = {
  list: 'inventory-cards',
  dimmed: 'inventory-cards-dimmed',
  card: 'inventory-card',
  head: 'inventory-card-head',
  thumb: 'inventory-card-thumb',
  text: 'inventory-card-text',
  name: 'inventory-card-name',
  caption: 'inventory-card-caption',
  description: 'inventory-card-description',
  facts: 'inventory-card-facts',
  body: 'inventory-card-body',
  price: 'inventory-card-price',
  footer: 'inventory-card-footer',
  owner: 'inventory-card-owner',
} as const;

/**
 * The look the cards had from MUI's Box, Stack, Link and Typography, as one style sheet instead of styles
 * serialised per element of every card.
 */
export const inventoryCardStyles = themeStyles((theme: Theme) => ({
  [`.${CARDS.list}`]: { listStyle: 'none', margin: 0, padding: 0, transition: 'opacity 150ms' },
  [`.${CARDS.dimmed}`]: { opacity: 0.6 },
  [`.${CARDS.card}`]: { borderTop: `1px solid ${theme.palette.divider}`, padding: theme.spacing(1.5, 2) },
  [`.${CARDS.head}`]: { display: 'flex', gap: theme.spacing(1.5) },
  [`.${CARDS.thumb}`]: { width: 56, flexShrink: 0 },
  // The picture's frame: rounded, a smaller icon and no caption when there is no picture.
  [`.${CARDS.thumb} > *`]: { borderRadius: theme.shape.borderRadius },
  [`.${CARDS.thumb} svg`]: { fontSize: 22 },
  [`.${CARDS.thumb} .${ITEM_IMAGE_CAPTION}`]: { display: 'none' },
  [`.${CARDS.text}`]: { minWidth: 0, flexGrow: 1 },
  [`.${CARDS.name}`]: {
    ...theme.typography.body1,
    fontWeight: 600,
    display: 'block',
    overflowWrap: 'anywhere' as const,
    color: theme.palette.primary.main,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  },
  [`.${CARDS.caption}`]: { ...theme.typography.caption },
  [`.${CARDS.description}`]: {
    ...theme.typography.body2,
   
    margin: theme.spacing(0.5, 0, 0),
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical' as const,
    overflow: 'hidden',
  },
  [`.${CARDS.facts}`]: { display: 'flex', flexWrap: 'wrap' as const, alignItems: 'center', columnGap: theme.spacing(1.5), rowGap: theme.spacing(0.5), marginTop: theme.spacing(1) },
  [`.${CARDS.body}`]: { ...theme.typography.body2, margin: 0 },
  [`.${CARDS.price}`]: { fontWeight: 600 },
  [`.${CARDS.footer}`]: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.spacing(1), marginTop: theme.spacing(0.5) },
  [`.${CARDS.owner}`]: { minWidth: 0, overflowWrap: 'anywhere' as const },
}));
