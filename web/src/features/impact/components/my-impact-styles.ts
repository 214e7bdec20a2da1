/** Class names of the My impact page: its months' table, and how the page prints (figures, chart and table; no actions). */
export const MY_IMPACT = {
  page: 'my-impact',
  tableScroll: 'my-impact-table-scroll',
  table: 'my-impact-table',
  number: 'my-impact-number',
} as const;
