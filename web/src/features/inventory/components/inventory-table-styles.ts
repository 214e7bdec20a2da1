import { alpha, lighten, type Theme } from '@mui/material/styles';
import { outlinedPaper } from '../../../components/paper-styles';
import { themeStyles } from '../../../lib/theme-styles';
import { ITEM_IMAGE_CAPTION } from '../../uploads';

/** Class names of the list's sheet, its wide table and the table's rows, styled once by InventoryTable's <GlobalStyles>. */
export const ROWS = {
  sheet: 'inventory-sheet',
  header: 'inventory-sheet-header',
  title: 'inventory-sheet-title',
  scroller: 'inventory-table-scroller',
  table: 'inventory-table',
  head: 'inventory-head-cell',
  body: 'inventory-table-body',
  dimmed: 'inventory-table-body-dimmed',
  empty: 'inventory-cell-empty',
  row: 'inventory-row',
  cell: 'inventory-cell',
  item: 'inventory-row-item',
  thumb: 'inventory-row-thumb',
  text: 'inventory-row-text',
  name: 'inventory-row-name',
  caption: 'inventory-row-caption',
  imageChip: 'inventory-row-image-chip',
  description: 'inventory-row-description',
  nowrap: 'inventory-cell-nowrap',
  held: 'inventory-row-held',
  price: 'inventory-cell-price',
  business: 'inventory-row-business',
  date: 'inventory-cell-date',
  waste: 'inventory-cell-waste',
  actions: 'inventory-cell-actions',
} as const;

/**
 * The look the list had from MUI's outlined Paper, Stack, Typography, Table, TableHead, TableRow and small TableCell,
 * and Link, as one style sheet instead of styles serialised per cell of every row.
 */
export const inventoryRowStyles = themeStyles((theme: Theme) => ({
  [`.${ROWS.sheet}`]: { ...outlinedPaper(theme), scrollMarginTop: 72 },
  [`.${ROWS.header}`]: {
    display: 'flex',
    flexDirection: 'row' as const,
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: theme.spacing(1.5, 2),
    gap: theme.spacing(1),
  },
  [`.${ROWS.title}`]: { margin: 0, ...theme.typography.subtitle1, fontWeight: 700 },
  [`.${ROWS.scroller}`]: { width: '100%', overflowX: 'auto' as const },
  [`.${ROWS.table}`]: { display: 'table', width: '100%', borderCollapse: 'collapse' as const, borderSpacing: 0, minWidth: 720 },
  [`.${ROWS.body}`]: { opacity: 1, transition: 'opacity 150ms' },
  [`.${ROWS.dimmed}`]: { opacity: 0.6 },
  [`.${ROWS.cell}.${ROWS.empty}`]: { textAlign: 'center' as const, padding: theme.spacing(6, 1), color: theme.palette.text.secondary },
  [`.${ROWS.row}`]: {
    cursor: 'pointer',
    outline: 0,
    verticalAlign: 'middle',
    '&:hover': { backgroundColor: theme.palette.action.hover },
  },
  [`.${ROWS.cell}`]: {
    ...theme.typography.body2,
    padding: theme.spacing(0.75, 1),
    borderBottom: `1px solid ${lighten(alpha(theme.palette.divider, 1), 0.88)}`,
    textAlign: 'left' as const,
    color: theme.palette.text.primary,
  },
  // A head cell is a cell with the head's line height and weight.
  [`.${ROWS.head}`]: { display: 'table-cell', verticalAlign: 'inherit', lineHeight: theme.typography.pxToRem(24), fontWeight: 700 },
  [`.${ROWS.item}`]: { display: 'flex', alignItems: 'center', gap: theme.spacing(1.5) },
  [`.${ROWS.thumb}`]: { width: 48, flexShrink: 0 },
  // The picture's frame: rounded, a smaller icon and no caption when there is no picture.
  [`.${ROWS.thumb} > *`]: { borderRadius: theme.shape.borderRadius },
  [`.${ROWS.thumb} svg`]: { fontSize: 20 },
  [`.${ROWS.thumb} .${ITEM_IMAGE_CAPTION}`]: { display: 'none' },
  [`.${ROWS.text}`]: { minWidth: 0 },
  // A long unbroken word (a SKU-like name) may break anywhere rather than widen its column past the pinned actions.
  [`.${ROWS.name}`]: { ...theme.typography.body2, fontWeight: 600, minWidth: 108, margin: 0, overflowWrap: 'anywhere' as const },
  [`.${ROWS.name} a`]: { color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
  [`.${ROWS.caption}`]: { ...theme.typography.caption },
  // Over MUI's own Chip styles, which come later in the page.
  [`.${ROWS.text} .${ROWS.imageChip}`]: { marginLeft: theme.spacing(1), height: 20, fontSize: 11 },
  [`.${ROWS.description}`]: { maxWidth: 180, minWidth: 100 },
  [`.${ROWS.description} p`]: {
    margin: 0,
   
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical' as const,
    overflow: 'hidden',
  },
  [`.${ROWS.nowrap}`]: { whiteSpace: 'nowrap' as const },
  [`.${ROWS.held}`]: { display: 'block' },
  // The price wraps between its words ('$1,250.50 each or offer'), and the name and business columns
  // give up a little of their minimum for it: at 1280 px a table beside the sidebar alone (My Inventory, a business's
  // page) still fits its box, its Waste Reduction clear of the pinned Actions column.
  [`.${ROWS.price}`]: { fontWeight: 600, minWidth: 64 },
  [`.${ROWS.business}`]: { ...theme.typography.body2, minWidth: 88, margin: 0, overflowWrap: 'anywhere' as const },
  [`.${ROWS.date}`]: { minWidth: 80 },
  [`.${ROWS.waste}`]: { whiteSpace: 'nowrap' as const, color: theme.palette.success.main, fontWeight: 600 },
  // Between 768 px and a table's full width it scrolls inside its box: the actions stay pinned in view.
  [`.${ROWS.actions}`]: {
    textAlign: 'right' as const,
    position: 'sticky' as const,
    right: 0,
    backgroundColor: theme.palette.background.paper,
    boxShadow: '-1px 0 0 rgba(0, 0, 0, 0.12)',
  },
}));
