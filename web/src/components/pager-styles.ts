/** Class names of Pager, styled by pager.css. */
export const PAGER = {
  nav: 'pager',
  page: 'pager-page',
} as const;
