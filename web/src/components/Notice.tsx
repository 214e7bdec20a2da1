import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Icon } from './Icon';
import type { IconName } from './icon-paths';
import { NOTICE, type NoticeSeverity } from './notice-styles';
import { PlainIconButton } from './PlainButton';

/** The outlined icons MUI's Alert shows for each severity. */
const ICONS = {
  info: 'InfoOutlined',
  success: 'CheckCircleOutlineOutlined',
  warning: 'ReportProblemOutlined',
  error: 'ErrorOutlineOutlined',
} as const satisfies Record<NoticeSeverity, IconName>;

interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  severity: NoticeSeverity;
  /** Filled with the severity's colour, as a toast; standard (a light tint) otherwise. */
  variant?: 'standard' | 'filled';
  /** A bold first line, as MUI's AlertTitle. */
  heading?: ReactNode;
  /** A control at the end, such as a small button. */
  action?: ReactNode;
  /** Shows a close button at the end (when there is no `action`). */
  onClose?: () => void;
  ref?: Ref<HTMLDivElement>;
  children?: ReactNode;
}

/**
 * The app's message: MUI's Alert look, styled by class (notice.css). `role` is `alert` unless given (`status` for
 * good news, `none` inside a live region of its own).
 */
export function Notice({ severity, variant = 'standard', heading, action, onClose, role = 'alert', className, children, ...props }: NoticeProps) {
  const classes = [NOTICE.root, NOTICE[severity], variant === 'filled' && NOTICE.filled, className].filter(Boolean).join(' ');
  const end =
    action ??
    (onClose && (
      <PlainIconButton size="small" color="inherit" aria-label="Close" title="Close" onClick={onClose}>
        <Icon icon="Close" fontSize="small" />
      </PlainIconButton>
    ));
  return (
    <div className={classes} role={role} {...props}>
      <div className={NOTICE.icon}>
        <Icon icon={ICONS[severity]} fontSize="inherit" />
      </div>
      <div className={NOTICE.message}>
        {heading && <div className={NOTICE.heading}>{heading}</div>}
        {children}
      </div>
      {end && <div className={NOTICE.action}>{end}</div>}
    </div>
  );
}
