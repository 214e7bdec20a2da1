import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { PAGE_HEADING } from '../../../components/page-heading-styles';
import { themeStyles } from '../../../lib/theme-styles';

/** Class names of the My impact page: its months' table, and how the page prints (figures, chart and table; no actions). */
export const MY_IMPACT = {
  page: 'my-impact',
  tableScroll: 'my-impact-table-scroll',
  table: 'my-impact-table',
  number: 'my-impact-number',
  hidden: 'my-impact-hidden',
} as const;

export const myImpactStyles = themeStyles(({ palette, spacing, typography }: Theme) => ({
  [`.${MY_IMPACT.tableScroll}`]: { overflowX: 'auto' as const },
  [`.${MY_IMPACT.table}`]: {
    borderCollapse: 'collapse' as const,
    width: '100%',
    ...typography.body2,
    '& th, & td': { padding: spacing(0.75, 1), borderBottom: `1px solid ${palette.divider}`, textAlign: 'left' as const },
    '& thead th': { fontWeight: 700, verticalAlign: 'bottom' as const },
    '& tfoot th, & tfoot td': { fontWeight: 700, borderBottom: 0 },
    '& tr': { breakInside: 'avoid' as const },
  },
  [`.${MY_IMPACT.table} .${MY_IMPACT.number}`]: { textAlign: 'right' as const, fontVariantNumeric: 'tabular-nums' },
  [`.${MY_IMPACT.table} tbody th, .${MY_IMPACT.table} td`]: { whiteSpace: 'nowrap' as const },
  [`.${MY_IMPACT.hidden}`]: visuallyHidden,
  '@media print': {
    // 20 mm each side leaves 170 mm on A4 and 176 mm on Letter: the chart's 159 mm fits both.
    '@page': { margin: '18mm 20mm' },
    [`.${MY_IMPACT.page} .${PAGE_HEADING.actions}`]: { display: 'none' },
    [`.${MY_IMPACT.page}`]: { color: '#000' },
    [`.${MY_IMPACT.tableScroll}`]: { overflow: 'visible' },
  },
}));
