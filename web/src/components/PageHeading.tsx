import type { ReactNode } from 'react';
import { PAGE_HEADING } from './page-heading-styles';

export function PageHeading({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  return (
    <div className={PAGE_HEADING.root}>
      <div>
        <h1 className={PAGE_HEADING.title}>{title}</h1>
        {subtitle && <p className={PAGE_HEADING.subtitle}>{subtitle}</p>}
      </div>
      {actions && <div className={PAGE_HEADING.actions}>{actions}</div>}
    </div>
  );
}
