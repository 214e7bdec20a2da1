import Link, { type LinkProps } from '@mui/material/Link';
import type { InventoryItem } from '@surplus/shared';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';

/** A listing's business name, linking to the business's page. Its click stays its own inside clickable rows. */
export function BusinessLink({ item, ...props }: { item: Pick<InventoryItem, 'userId' | 'businessName'> } & Omit<LinkProps, 'href'>) {
  return (
    <Link
      component={RouterLink}
      to={`/business/${item.userId}`}
      underline="hover"
      color="inherit"
      {...props}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {item.businessName}
    </Link>
  );
}
