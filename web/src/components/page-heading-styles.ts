/** Class names of PageHeading and of the search row under it, styled by page-heading.css. */
export const PAGE_HEADING = {
  root: 'page-heading',
  title: 'page-heading-title',
  subtitle: 'page-heading-subtitle',
  actions: 'page-heading-actions',
  /** The row of a list's search box and its buttons, under the heading. */
  searchRow: 'page-search-row',
  /** A list's search box and its controls: stacked on phones, in a row from `md`. */
  toolbar: 'page-toolbar',
} as const;
