/** Class names of PageSkeleton, styled by page-skeleton.css. */
export const PAGE_SKELETON = {
  root: 'page-skeleton',
  block: 'page-skeleton-block',
  heading: 'page-skeleton-heading',
  line: 'page-skeleton-line',
  panel: 'page-skeleton-panel',
} as const;
