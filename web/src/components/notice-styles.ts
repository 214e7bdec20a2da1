/** Class names of Notice: MUI's standard Alert look, styled by notice.css. */
export const NOTICE = {
  root: 'notice',
  info: 'notice-info',
  error: 'notice-error',
  icon: 'notice-icon',
  message: 'notice-message',
  action: 'notice-action',
  /** A live region that holds a notice at times: spaced from what follows only while it does. */
  region: 'notice-region',
} as const;

export type NoticeSeverity = 'info' | 'error';
