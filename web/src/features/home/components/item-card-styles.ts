import type { Theme } from '@mui/material/styles';
import { themeStyles } from '../../../lib/theme-styles';
import { CHIP } from '../../../components/chip-styles';

/** Class names of the home page's item cards, styled once for the grid by HomePage's <GlobalStyles>. */
export const ITEM_CARD = {
  card: 'item-card',
  area: 'item-card-area',
  media: 'item-card-media',
  overlay: 'item-card-overlay',
  content: 'item-card-content',
  caption: 'item-card-caption',
  name: 'item-card-name',
  description: 'item-card-description',
  units: 'item-card-units',
  waste: 'item-card-waste',
  business: 'item-card-business',
  bookmark: 'item-card-bookmark',
  actions: 'item-card-actions',
  contact: 'item-card-contact',
} as const;

const clamp = (lines: number) => ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical' as const, overflow: 'hidden' });

/**
 * The look the cards had from per-element `sx` on MUI's Card, CardContent, Box and Typography, as one style
 * sheet. Rules on MUI components (the action area, chips, the bookmark) name the card too: MUI's own styles come
 * later in the page and would win a tie.
 */
export const itemCardStyles = themeStyles((theme: Theme) => ({
  [`.${ITEM_CARD.card}`]: { position: 'relative' as const, display: 'flex', flexDirection: 'column' as const, height: '100%' },
  [`.${ITEM_CARD.card}:hover .${ITEM_CARD.overlay}, .${ITEM_CARD.card}:focus-within .${ITEM_CARD.overlay}`]: { opacity: 1 },
  [`.${ITEM_CARD.card} .${ITEM_CARD.area}`]: { flexGrow: 1, display: 'flex', flexDirection: 'column' as const, alignItems: 'stretch' },
  [`.${ITEM_CARD.media}`]: { position: 'relative' as const },
  [`.${ITEM_CARD.media} > .${CHIP.root}`]: { position: 'absolute' as const, top: 10, left: 10 },
  [`.${ITEM_CARD.overlay}`]: {
    position: 'absolute' as const,
    inset: 0,
    backgroundColor: 'rgba(15, 30, 50, 0.45)',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    opacity: 0,
    transition: 'opacity 150ms',
  },
  [`.${ITEM_CARD.overlay} > .MuiChip-root`]: { backgroundColor: theme.palette.background.paper, fontWeight: 600 },
  [`.${ITEM_CARD.content}`]: { flexGrow: 1, padding: 16 },
  [`.${ITEM_CARD.caption}`]: { ...theme.typography.caption },
  [`.${ITEM_CARD.name}`]: { ...theme.typography.subtitle1, fontWeight: 700, lineHeight: 1.3, margin: 0, ...clamp(1) },
  [`.${ITEM_CARD.description}`]: { ...theme.typography.body2, margin: theme.spacing(0.5, 0, 0), minHeight: 40, ...clamp(2) },
  [`.${ITEM_CARD.units}`]: { ...theme.typography.body2, fontWeight: 600, margin: theme.spacing(1.5, 0, 0) },
  [`.${ITEM_CARD.waste}`]: {
    ...theme.typography.caption,
    color: theme.palette.success.main,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    marginTop: theme.spacing(0.5),
  },
  [`.${ITEM_CARD.business}`]: { ...theme.typography.body2, fontWeight: 600, margin: 0, padding: theme.spacing(0, 2), ...clamp(1) },
  [`.${ITEM_CARD.business} a, .${ITEM_CARD.contact}`]: { display: 'inline-block', padding: theme.spacing(0.5, 0) },
  [`.${ITEM_CARD.card} .${ITEM_CARD.bookmark}`]: {
    position: 'absolute' as const,
    top: 8,
    right: 8,
    backgroundColor: theme.palette.background.paper,
    boxShadow: theme.shadows[1],
    '&:hover': { backgroundColor: theme.palette.background.paper },
  },
  [`.${ITEM_CARD.actions}`]: { display: 'flex', alignItems: 'center', padding: theme.spacing(0, 2, 1) },
}));
