import LocationOnIcon from '@mui/icons-material/LocationOn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiErrorStatus, parseId } from '@surplus/shared';
import { useNavigate, useParams } from 'react-router';
import { SearchField } from '../../../components/SearchField';
import { SortSelect, SORTS_WITHIN_ONE_BUSINESS } from '../../../components/SortSelect';
import { LocalDate } from '../../../components/LocalDate';
import { useListUrl } from '../../../hooks/use-list-url';
import { useSearchText } from '../../../hooks/use-search-text';
import { FuzzyNotice, InventoryTable, usePagedList } from '../../inventory';
import { useBusiness } from '../api/get-business';
import { businessListParams } from '../business-list';
import { BusinessFigures } from './BusinessFigures';

/** /business/:id: a business's public profile, its figures and its listings, searchable and sortable. */
export function BusinessPage() {
  // No business has id 0: a path that names no id loads nothing and shows the not-found state.
  const id = parseId(useParams().id) ?? 0;
  const business = useBusiness(id);
  const navigate = useNavigate();
  const url = useListUrl();
  const search = useSearchText();
  const params = businessListParams(id, url.state);
  const q = params.q ?? '';
  const sort = params.sort ?? 'recent';
  const valid = id > 0;
  const list = usePagedList(params, url.state, url.change, valid);

  if (!valid || apiErrorStatus(business.error) === 404) {
    return (
      <Box sx={{ textAlign: 'center', py: 8 }}>
        <Typography variant="h1" sx={{ fontSize: '1.8rem', mb: 1 }}>
          Business not found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          The business may have closed its account.
        </Typography>
        <Button variant="contained" onClick={() => navigate('/inventory')}>
          Browse all listings
        </Button>
      </Box>
    );
  }

  const profile = business.data;
  return (
    <>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, overflowWrap: 'anywhere' }}>
          {profile ? profile.businessName : <Skeleton width="50%" />}
        </Typography>
        <Stack direction="row" useFlexGap spacing={2} sx={{ color: 'text.secondary', flexWrap: 'wrap' }}>
          {profile?.location && (
            <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <LocationOnIcon fontSize="small" /> {profile.location}
            </Typography>
          )}
          {profile && (
            <Typography>Member since <LocalDate iso={profile.memberSince} style="month" /></Typography>
          )}
        </Stack>
        {business.isError && (
          <Typography color="error" role="alert">
            Could not load this business: {business.error.message}
          </Typography>
        )}
      </Box>
      <BusinessFigures business={profile} />
      <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
        Listings
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} useFlexGap spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <SearchField value={search.text} onChange={search.change} placeholder="Search this business's listings..." label="Search this business's listings" />
        <SortSelect value={sort} onChange={(value) => url.change({ sort: value })} options={SORTS_WITHIN_ONE_BUSINESS} />
      </Stack>
      <FuzzyNotice list={list} q={q} />
      <InventoryTable list={list} />
    </>
  );
}
