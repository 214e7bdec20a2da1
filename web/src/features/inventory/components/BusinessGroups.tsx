import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { priceLabel, type Business, type InventoryItem } from '@surplus/shared';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { Icon } from '../../../components/Icon';
import { Pager } from '../../../components/Pager';
import { businessInquiryHref } from '../../../lib/contact';
import { categoryLabel, unitsLabel } from '../../../lib/format';
import { specLine } from '../../../lib/spec-line';
import { emptyListText, type PagedList } from '../use-paged-list';
import { GROUPS } from './business-groups-styles';
import { ContactButton } from './ContactButton';

interface Group {
  userId: number;
  businessName: string;
  location?: string;
  contact?: string;
  /** The business's listings in all, not only those on this page; unknown until the businesses load. */
  itemCount?: number;
  items: InventoryItem[];
}

/** The page's items per business (by owner: two businesses may share a name), by business name. */
function groupByBusiness(items: InventoryItem[], businesses: Business[]): Group[] {
  const groups = new Map<number, Group>();
  for (const item of items) {
    let group = groups.get(item.userId);
    if (!group) {
      const business = businesses.find((candidate) => candidate.id === item.userId);
      group = {
        userId: item.userId,
        businessName: item.businessName,
        location: business?.businessLocation ?? item.businessLocation,
        contact: business?.businessContact ?? item.businessContact,
        itemCount: business?.itemCount,
        items: [],
      };
      groups.set(item.userId, group);
    }
    group.items.push(item);
  }
  return [...groups.values()].sort((a, b) => a.businessName.localeCompare(b.businessName));
}

/** The By Business tab: one page of items, one card per business with its listing count, location and a Contact Business mail link. */
export function BusinessGroups({ list, businesses }: { list: PagedList; businesses: Business[] }) {
  const listTop = useRef<HTMLDivElement>(null);
  if (list.loading) return <Skeleton variant="rounded" height={200} />;
  const groups = groupByBusiness(list.items, businesses);
  return (
    <>
      {groups.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 6, textAlign: 'center' }}>
          {emptyListText(list)}
        </Typography>
      ) : (
        <div ref={listTop} className={list.changingPage ? `${GROUPS.grid} ${GROUPS.dimmed}` : GROUPS.grid}>
          {groups.map((group) => (
            <BusinessCard key={group.userId} group={group} />
          ))}
        </div>
      )}
      <Pager {...list.pager} listTop={listTop} />
    </>
  );
}

function BusinessCard({ group }: { group: Group }) {
  return (
    <Card>
      <div className={GROUPS.content}>
        <div className={GROUPS.head}>
          <div>
            <h2 className={GROUPS.name}>{group.businessName}</h2>
            {group.location && (
              <p className={GROUPS.location}>
                <Icon icon="LocationOn" fontSize="inherit" /> {group.location}
              </p>
            )}
          </div>
          {group.itemCount !== undefined && <Chip label={`${group.itemCount} ${group.itemCount === 1 ? 'item' : 'items'}`} size="small" />}
        </div>
        <ul className={GROUPS.items}>
          {group.items.map((item) => (
            <li key={item.id}>
              <RouterLink to={`/item/${item.id}`} className={GROUPS.item}>
                <span className={GROUPS.itemName}>{item.name}</span>
                <p className={GROUPS.itemFacts}>{[categoryLabel(item.category), unitsLabel(item.quantity), priceLabel(item), specLine(item)].filter(Boolean).join(' · ')}</p>
              </RouterLink>
            </li>
          ))}
        </ul>
        <ContactButton variant="outlined" size="small" contact={group.contact} href={businessInquiryHref} />
      </div>
    </Card>
  );
}
