import LocationOnIcon from '@mui/icons-material/LocationOn';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InventoryItem } from '@surplus/shared';
import { Link as RouterLink } from 'react-router';
import { businessInquiryHref } from '../contact';
import { categoryLabel, unitsLabel } from '../format';
import { ContactButton } from './ContactButton';

interface Group {
  businessName: string;
  location?: string;
  contact?: string;
  items: InventoryItem[];
}

function groupByBusiness(items: InventoryItem[]): Group[] {
  const groups = new Map<string, Group>();
  for (const item of items) {
    const group = groups.get(item.businessName) ?? { businessName: item.businessName, location: item.businessLocation, contact: item.businessContact, items: [] };
    group.items.push(item);
    groups.set(item.businessName, group);
  }
  return [...groups.values()].sort((a, b) => a.businessName.localeCompare(b.businessName));
}

/** The By Business tab: one card per business with its item count, location and a Contact Business mail link. */
export function BusinessGroups({ items, loading }: { items: InventoryItem[]; loading: boolean }) {
  if (loading) return <Skeleton variant="rounded" height={200} />;
  const groups = groupByBusiness(items);
  if (groups.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        No inventory items found
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {groups.map((group) => (
        <Card key={group.businessName}>
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
              <Chip label={`${group.items.length} ${group.items.length === 1 ? 'item' : 'items'}`} size="small" />
            </Stack>
            <List dense>
              {group.items.map((item) => (
                <ListItemButton key={item.id} component={RouterLink} to={`/item/${item.id}`}>
                  <ListItemText primary={item.name} secondary={`${categoryLabel(item.category)} · ${unitsLabel(item.quantity)}`} />
                </ListItemButton>
              ))}
            </List>
            <ContactButton variant="outlined" size="small" contact={group.contact} href={businessInquiryHref} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
