import { darken, lighten, type Theme } from '@mui/material/styles';

/** Class names of Notice: MUI's standard Alert look, styled once for the page by the theme's baseline. */
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

export const noticeStyles = ({ palette, shape, spacing, typography }: Theme) => ({
  [`.${NOTICE.root}`]: {
    ...typography.body2,
    display: 'flex',
    padding: '6px 16px',
    borderRadius: shape.borderRadius,
    transition: 'box-shadow 300ms cubic-bezier(0.4, 0, 0.2, 1) 0ms',
  },
  // As the Alert's standard variant: text and background from the severity's light colour, the icon in its main one.
  ...Object.fromEntries(
    (['info', 'error'] as const).map((severity) => [
      `.${NOTICE[severity]}`,
      {
        color: darken(palette[severity].light, 0.6),
        backgroundColor: lighten(palette[severity].light, 0.9),
        [`& > .${NOTICE.icon}`]: { color: palette[severity].main },
      },
    ]),
  ),
  [`.${NOTICE.icon}`]: { marginRight: 12, padding: '7px 0', display: 'flex', fontSize: 22, opacity: 0.9 },
  [`.${NOTICE.message}`]: { padding: '8px 0', minWidth: 0, overflow: 'auto' },
  [`.${NOTICE.action}`]: { display: 'flex', alignItems: 'flex-start', padding: '4px 0 0 16px', marginLeft: 'auto', marginRight: -8 },
  [`.${NOTICE.region}:not(:empty)`]: { marginBottom: spacing(2) },
});
