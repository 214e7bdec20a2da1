import type { AriaRole, ReactNode } from 'react';
import { Icon } from './Icon';
import type { IconName } from './icon-paths';
import { NOTICE, type NoticeSeverity } from './notice-styles';

/** The outlined info and error icons, as MUI's Alert shows them. */
const ICONS = { info: 'InfoOutlined', error: 'ErrorOutlineOutlined' } as const satisfies Record<NoticeSeverity, IconName>;

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
