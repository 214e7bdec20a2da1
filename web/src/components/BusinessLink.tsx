import type { InventoryItem } from '@surplus/shared';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { LINK } from './link-styles';

const ownClick = (event: MouseEvent) => event.stopPropagation();

/** A listing's business name, linking to the business's page. Its click stays its own inside clickable rows. */
export function BusinessLink({ item }: { item: Pick<InventoryItem, 'userId' | 'businessName'> }) {
  return (
    <RouterLink to={`/business/${item.userId}`} className={LINK.quiet} onClick={ownClick}>
      {item.businessName}
    </RouterLink>
  );
}
