import { createSvgIcon } from '@mui/material/utils';
import type { AriaRole, ReactNode } from 'react';
import { Icon } from './Icon';
import { NOTICE, type NoticeSeverity } from './notice-styles';

/** The outlined info and error icons MUI's Alert shows: its own drawings, which @mui/material does not export. */
const ICONS = {
  info: createSvgIcon(
    <path d="M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z" />,
    'InfoOutlined',
  ),
  error: createSvgIcon(
    <path d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z" />,
    'ErrorOutline',
  ),
} satisfies Record<NoticeSeverity, unknown>;

interface NoticeProps {
  severity: NoticeSeverity;
  /** A control at the end, such as a small Button. */
  action?: ReactNode;
  /** `alert` as MUI's Alert; `none` inside a live region of its own. */
  role?: AriaRole;
  className?: string;
  children: ReactNode;
}

/** A message in MUI's standard Alert look, styled by class (notice-styles.ts), for the public pages that render it. */
export function Notice({ severity, action, role = 'alert', className, children }: NoticeProps) {
  return (
    <div className={`${NOTICE.root} ${NOTICE[severity]}${className ? ` ${className}` : ''}`} role={role}>
      <div className={NOTICE.icon}>
        <Icon icon={ICONS[severity]} fontSize="inherit" />
      </div>
      <div className={NOTICE.message}>{children}</div>
      {action && <div className={NOTICE.action}>{action}</div>}
    </div>
  );
}
