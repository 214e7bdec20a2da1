/** Class names of Notice: MUI's Alert look (standard and filled), styled by notice.css. */
export const NOTICE = {
  root: 'notice',
  info: 'notice-info',
  success: 'notice-success',
  warning: 'notice-warning',
  error: 'notice-error',
  filled: 'notice-filled',
  icon: 'notice-icon',
  message: 'notice-message',
  heading: 'notice-heading',
  action: 'notice-action',
  /** A live region that holds a notice at times: spaced from what follows only while it does. */
  region: 'notice-region',
} as const;

export type NoticeSeverity = 'info' | 'success' | 'warning' | 'error';
