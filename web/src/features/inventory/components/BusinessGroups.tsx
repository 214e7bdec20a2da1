import LocationOnIcon from '@mui/icons-material/LocationOn';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Business, InventoryItem } from '@surplus/shared';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { Pager } from '../../../components/Pager';
import { businessInquiryHref } from '../../../lib/contact';
import { categoryLabel, unitsLabel } from '../../../lib/format';
import { specLine } from '../../../lib/spec-line';
import { emptyListText, type PagedList } from '../use-paged-list';
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
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {emptyListText(list)}
        </Typography>
      ) : (
        <Box
          ref={listTop}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, scrollMarginTop: 72, opacity: list.changingPage ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {groups.map((group) => (
            <BusinessCard key={group.userId} group={group} />
          ))}
        </Box>
      )}
      <Pager {...list.pager} listTop={listTop} />
    </>
  );
}

function BusinessCard({ group }: { group: Group }) {
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <div>
            <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem' }}>
              {group.businessName}
            </Typography>
            {group.location && (
              <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <LocationOnIcon fontSize="inherit" /> {group.location}
              </Typography>
            )}
          </div>
          {group.itemCount !== undefined && <Chip label={`${group.itemCount} ${group.itemCount === 1 ? 'item' : 'items'}`} size="small" />}
        </Stack>
        <List dense>
          {group.items.map((item) => (
            <ListItem key={item.id} disablePadding>
              <ListItemButton component={RouterLink} to={`/item/${item.id}`}>
                <ListItemText primary={item.name} secondary={[categoryLabel(item.category), unitsLabel(item.quantity), specLine(item)].filter(Boolean).join(' · ')} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <ContactButton variant="outlined" size="small" contact={group.contact} href={businessInquiryHref} />
      </CardContent>
    </Card>
  );
}
