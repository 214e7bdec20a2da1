import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import RecyclingIcon from '@mui/icons-material/Recycling';
import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { apiErrorStatus, CONDITION, parseId } from '@surplus/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { browserOnly } from '../../../components/browser-only';
import { CategoryBadge } from '../../../components/CategoryBadge';
import { BUTTON, buttonClass } from '../../../components/button-styles';
import { CHIP } from '../../../components/chip-styles';
import { useToast } from '../../../hooks/use-toast';
import { itemDetailInquiryHref } from '../../../lib/contact';
import { displayItemId, unitsLabel, wasteLabel } from '../../../lib/format';
import { lastListOr } from '../../../lib/last-list';
import { useUser } from '../../auth';
import { BusinessLink } from '../../business';
import { AskSellerButton } from '../../inquiries';
import { SaveButton } from '../../saved';
import { ItemImage } from '../../uploads';
import { useItem } from '../api/get-item';
import type { EditField } from '../item-form';
import { ContactButton } from './ContactButton';
import { LazyItemFormDialog } from './LazyItemFormDialog';

// What only an owner or a click shows loads when shown: menus, dialogs and the dates of the Specifications tab. The
// server renders none of them (it renders for a visitor, on the Description tab).
const EditItemMenu = lazy(typeof window === 'undefined' ? browserOnly : () => import('./EditItemMenu').then((m) => ({ default: m.EditItemMenu })));
const DeleteItemDialog = lazy(typeof window === 'undefined' ? browserOnly : () => import('./DeleteItemDialog').then((m) => ({ default: m.DeleteItemDialog })));
const ItemSpecifications = lazy(typeof window === 'undefined' ? browserOnly : () => import('./ItemSpecifications').then((m) => ({ default: m.ItemSpecifications })));

export function ItemDetailPage() {
  // No listing has id 0: a path that names no id loads nothing and shows the not-found state.
  const id = parseId(useParams().id) ?? 0;
  const item = useItem(id);
  const { data: user } = useUser();
  const navigate = useNavigate();
  const toast = useToast();
  const [tab, setTab] = useState<'description' | 'specifications'>('description');
  const [editing, setEditing] = useState<EditField | null>(null);
  const [deleting, setDeleting] = useState(false);
  const invalidId = id === 0;

  useEffect(() => {
    if (item.isError && apiErrorStatus(item.error) !== 404) {
      toast({ title: 'Error loading item', description: item.error.message, variant: 'destructive' });
      navigate('/');
    }
  }, [item.isError, item.error, toast, navigate]);

  if (invalidId || apiErrorStatus(item.error) === 404) {
    return (
      <Box sx={{ textAlign: 'center', py: 8 }}>
        <Typography variant="h1" sx={{ fontSize: '1.8rem', mb: 1 }}>
          Item not found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          The listing may have been removed by its business.
        </Typography>
        <Button variant="contained" onClick={() => navigate('/')}>
          Return to Dashboard
        </Button>
      </Box>
    );
  }
  if (!item.data) {
    return (
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }} aria-busy>
        <Skeleton variant="rounded" height={360} />
        <Stack spacing={1}>
          <Skeleton width="60%" height={48} />
          <Skeleton />
          <Skeleton />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      </Box>
    );
  }

  const listing = item.data;
  const owner = user?.id === listing.userId;
  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      await navigator.share({ title: listing.name, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied', description: 'The link to this listing is on your clipboard.', variant: 'success' });
  };
  const contact = (props: { fullWidth?: boolean }) => (
    <ContactButton variant="contained" size="large" contact={listing.businessContact} href={(to) => itemDetailInquiryHref(listing, to)} {...props} />
  );

  return (
    <Box sx={{ pb: { xs: 10, md: 0 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, flexWrap: 'wrap' }} useFlexGap spacing={1}>
        <button type="button" className={buttonClass()} onClick={() => navigate(lastListOr('/inventory'))}>
          <span className={BUTTON.startIcon}>
            <ArrowBackIcon />
          </span>
          Back to listings
        </button>
        {owner && (
          <Stack direction="row" spacing={1}>
            <Suspense fallback={null}>
              <EditItemMenu label="Edit" imageLabel="Change Image" onEdit={setEditing} />
            </Suspense>
            <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setDeleting(true)}>
              Delete
            </Button>
          </Stack>
        )}
      </Stack>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <ItemImage src={listing.imageUrl} alt={listing.name} height={380} variant="display" priority />
        </Paper>
        <Box>
          <Stack direction="row" useFlexGap spacing={1} sx={{ mb: 1.5, flexWrap: 'wrap' }}>
            <CategoryBadge category={listing.category} />
            {[displayItemId(listing), CONDITION].map((label) => (
              <span key={label} className={`${CHIP.root} ${CHIP.outlined}`}>
                <span className={CHIP.label}>{label}</span>
              </span>
            ))}
          </Stack>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 1 }}>
            {listing.name}
          </Typography>
          <Typography variant="h3" component="p" color="primary" sx={{ mb: 1 }}>
            {unitsLabel(listing.quantity)} available
          </Typography>
          <Typography sx={{ color: 'success.main', display: 'flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
            <RecyclingIcon fontSize="small" /> Estimated waste reduction: {wasteLabel(listing)}
          </Typography>
          <Card sx={{ mb: 2 }}>
            <CardContent>
              <Typography variant="overline" color="text.secondary">
                Listed by
              </Typography>
              <Typography variant="h3" component="p" sx={{ fontSize: '1.15rem' }}>
                <BusinessLink item={listing} />
              </Typography>
              {listing.businessLocation && (
                <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <LocationOnIcon fontSize="inherit" /> {listing.businessLocation}
                </Typography>
              )}
              {listing.businessContact && (
                <Typography variant="body2" color="text.secondary">
                  {listing.businessContact}
                </Typography>
              )}
            </CardContent>
          </Card>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Box sx={{ display: { xs: 'none', md: 'block' } }}>{contact({})}</Box>
            <button type="button" className={buttonClass({ variant: 'outlined' })} onClick={() => void share()}>
              <span className={BUTTON.startIcon}>
                <ShareIcon />
              </span>
              Share
            </button>
            {!owner && <AskSellerButton item={listing} />}
            {!owner && <SaveButton item={listing} />}
          </Stack>
        </Box>
      </Box>

      <Paper variant="outlined" sx={{ mt: 3 }}>
        <Tabs value={tab} onChange={(_event, value: 'description' | 'specifications') => setTab(value)} sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Tab label="Description" value="description" />
          <Tab label="Specifications" value="specifications" />
        </Tabs>
        <Box sx={{ p: 2.5 }} role="tabpanel">
          {tab === 'description' ? (
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{listing.description || 'No description provided.'}</Typography>
          ) : (
            <Suspense fallback={null}>
              <ItemSpecifications item={listing} />
            </Suspense>
          )}
        </Box>
      </Paper>

      <Paper
        elevation={8}
        sx={{ display: { xs: 'block', md: 'none' }, position: 'fixed', left: 0, right: 0, bottom: 0, p: 1.5, zIndex: (theme) => theme.zIndex.appBar }}
      >
        {contact({ fullWidth: true })}
      </Paper>

      {editing && <LazyItemFormDialog open item={listing} field={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <Suspense fallback={null}>
          <DeleteItemDialog item={listing} variant="detail" onClose={() => setDeleting(false)} onDeleted={() => navigate('/my-inventory')} />
        </Suspense>
      )}
    </Box>
  );
}
