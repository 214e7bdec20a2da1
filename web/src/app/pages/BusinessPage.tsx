import Skeleton from '@mui/material/Skeleton';
import { apiErrorStatus, parseId } from '@surplus/shared';
import { useNavigate, useParams } from 'react-router';
import { Icon } from '../../components/Icon';
import { PAGE_HEADING } from '../../components/page-heading-styles';
import { PlainButton } from '../../components/PlainButton';
import { SearchField } from '../../components/SearchField';
import { SortSelect, SORTS_WITHIN_ONE_BUSINESS } from '../../components/SortSelect';
import { LocalDate } from '../../components/LocalDate';
import { useListUrl } from '../../hooks/use-list-url';
import { useSearchText } from '../../hooks/use-search-text';
import { BusinessImpactSection } from '../../features/impact/components/BusinessImpactSection';
import { BusinessReviewsSection } from '../../features/impact/components/BusinessReviewsSection';
import { FuzzyNotice } from '../../features/inventory/components/FuzzyNotice';
import { InventoryTable } from '../../features/inventory/components/InventoryTable';
import { usePagedList } from '../../features/inventory/use-paged-list';
import { useBusiness } from '../../features/business/api/get-business';
import { businessListParams } from '../../features/business/business-list';
import { BUSINESS_PAGE } from '../../features/business/components/business-page-styles';
import { BusinessFigures } from '../../features/business/components/BusinessFigures';

/**
 * /business/:id: a business's public profile, its listings' figures, what its transfers kept out of landfill, its
 * listings (searchable and sortable) and its reviews.
 */
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
      <div className={BUSINESS_PAGE.missing}>
        <h1 className={BUSINESS_PAGE.missingTitle}>Business not found</h1>
        <p className={BUSINESS_PAGE.missingText}>The business may have closed its account.</p>
        <PlainButton variant="contained" onClick={() => navigate('/inventory')}>
          Browse all listings
        </PlainButton>
      </div>
    );
  }

  const profile = business.data;
  return (
    <>
      <div className={BUSINESS_PAGE.profile}>
        <h1 className={`${PAGE_HEADING.title} ${BUSINESS_PAGE.name}`}>{profile ? profile.businessName : <Skeleton width="50%" />}</h1>
        <div className={BUSINESS_PAGE.facts}>
          {profile?.location && (
            <p className={`${BUSINESS_PAGE.fact} ${BUSINESS_PAGE.place}`}>
              <Icon icon="LocationOn" fontSize="small" /> {profile.location}
            </p>
          )}
          {profile && (
            <p className={BUSINESS_PAGE.fact}>
              Member since <LocalDate iso={profile.memberSince} style="month" />
            </p>
          )}
        </div>
        {business.isError && (
          <p className={BUSINESS_PAGE.error} role="alert">
            Could not load this business: {business.error.message}
          </p>
        )}
      </div>
      <BusinessFigures business={profile} />
      <BusinessImpactSection businessId={id} />
      <h2 className={BUSINESS_PAGE.listings}>Listings</h2>
      <div className={PAGE_HEADING.toolbar}>
        <SearchField value={search.text} onChange={search.change} placeholder="Search this business's listings..." label="Search this business's listings" />
        <SortSelect value={sort} onChange={(value) => url.change({ sort: value })} options={SORTS_WITHIN_ONE_BUSINESS} />
      </div>
      <FuzzyNotice list={list} q={q} />
      <InventoryTable list={list} />
      <BusinessReviewsSection businessId={id} businessName={profile?.businessName} />
    </>
  );
}
