import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { LIST_OWNERS_MAX, type Category } from '@surplus/shared';
import { useState } from 'react';
import type { ListParams } from '../../api/query-keys';
import { Icon } from '../../components/Icon';
import { PageHeading } from '../../components/PageHeading';
import { PlainButton } from '../../components/PlainButton';
import { ONLY_RECENT, SortSelect, sortsWith } from '../../components/SortSelect';
import { useListUrl } from '../../hooks/use-list-url';
import { filtersFor } from '../../lib/filter-url';
import { useUser } from '../../api/get-user';
import { FilteredList } from '../../features/filters/components/FilteredList';
import { SaveSearchButton } from '../../features/saved/components/SaveSearchButton';
import { useBusinesses } from '../../features/inventory/api/list-businesses';
import { usePagedList } from '../../features/inventory/use-paged-list';
import { BusinessGroups } from '../../features/inventory/components/BusinessGroups';
import { FuzzyNotice } from '../../features/inventory/components/FuzzyNotice';
import { InventoryTable } from '../../features/inventory/components/InventoryTable';
import { LazyItemFormDialog } from '../../features/inventory/components/LazyItemFormDialog';

type CategoryFilter = 'all' | Category;
const CATEGORY_FILTERS: { value: CategoryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'door', label: 'Doors Only' },
  { value: 'part', label: 'Parts Only' },
];

export function InventoryPage() {
  const { data: user } = useUser();
  const businesses = useBusinesses();
  const url = useListUrl();
  const { tab, business: owners } = url.state;
  const q = url.state.q.trim();
  const category: CategoryFilter = url.state.category ?? 'all';
  const setCategory = (value: CategoryFilter) => url.change({ category: value === 'all' ? undefined : value });
  const setOwners = (ids: number[]) => url.change({ business: ids });
  // Only a signed-in business has items to hide; a link with hideMine shows everything to others.
  const hideMine = url.state.hideMine && user !== null;
  const [adding, setAdding] = useState(false);

  const filters = filtersFor(category === 'all' ? undefined : category, url.state.filters);
  const sorts = sortsWith(filters, ONLY_RECENT);
  const params: ListParams = {
    route: 'all',
    q,
    category: category === 'all' ? undefined : category,
    owner: owners,
    filters,
    ...(tab === 'all'
      ? { excludeOwner: hideMine ? user?.id : undefined, ...(url.state.sort === 'price' || url.state.sort === 'fit' || url.state.sort === 'distance' ? { sort: url.state.sort } : {}) }
      : // The server sorts by business only within one owner; several owners come newest first, grouped on the page.
        { sort: owners.length > 1 ? 'recent' : 'business' }),
  };
  // While the session loads, whose items to hide is not known yet.
  const list = usePagedList(params, url.state, url.change, !(hideMine && user === undefined));
  const businessName = (id: number) => businesses.data?.find((business) => business.id === id)?.businessName ?? `Business ${id}`;
  const filtersActive = category !== 'all' || owners.length > 0;
  const resetAll = () => url.change({ category: undefined, business: [] });

  return (
    <>
      <PageHeading
        title="Surplus Inventory"
        subtitle="Every door and part listed on the marketplace"
        actions={
          <>
            <PlainButton variant="outlined" startIcon={<Icon icon="AddAPhoto" />} to="/add-inventory">
              Add My Surplus
            </PlainButton>
            <PlainButton variant="contained" startIcon={<Icon icon="Add" />} onClick={() => setAdding(true)}>
              Add New Item
            </PlainButton>
          </>
        }
      />
      <Tabs value={tab} onChange={(_event, value: 'all' | 'business') => url.change({ tab: value })} sx={{ mb: 2 }}>
        <Tab label="All Items" value="all" />
        <Tab label="By Business" value="business" />
      </Tabs>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="category-filter-label">Category</InputLabel>
          <Select labelId="category-filter-label" label="Category" value={category} onChange={(event) => setCategory(event.target.value as CategoryFilter)}>
            {CATEGORY_FILTERS.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 220 }}>
          <InputLabel id="business-filter-label">Business</InputLabel>
          <Select<number[]>
            labelId="business-filter-label"
            multiple
            value={owners}
            onChange={(event) => typeof event.target.value !== 'string' && setOwners(event.target.value)}
            input={<OutlinedInput label="Business" />}
            renderValue={(selected) => `${selected.length} selected`}
          >
            {(businesses.data ?? []).map((business) => (
              <MenuItem key={business.id} value={business.id} disabled={owners.length >= LIST_OWNERS_MAX && !owners.includes(business.id)}>
                <Checkbox checked={owners.includes(business.id)} />
                <ListItemText primary={business.businessName} secondary={business.businessLocation} />
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {user && tab === 'all' && (
          <FormControlLabel control={<Switch checked={hideMine} onChange={(event) => url.change({ hideMine: event.target.checked })} />} label="Hide my items" />
        )}
        <SaveSearchButton q={q} category={params.category} filters={filters} />
      </Stack>
      {filtersActive && (
        <Stack direction="row" sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }} aria-label="Active filters">
          {category !== 'all' && <Chip label={CATEGORY_FILTERS.find((option) => option.value === category)?.label} onDelete={() => setCategory('all')} />}
          {owners.map((id) => (
            <Chip key={id} label={businessName(id)} onDelete={() => setOwners(owners.filter((owner) => owner !== id))} />
          ))}
          <PlainButton size="small" onClick={resetAll}>
            Reset All
          </PlainButton>
        </Stack>
      )}
      <FilteredList
        filters={filters}
        onChange={(changed) => url.change({ filters: changed })}
        params={params}
        category={params.category}
        sort={tab === 'all' && sorts.length > 1 && <SortSelect value={url.state.sort} onChange={(sort) => url.change({ sort })} options={sorts} />}
      >
        <FuzzyNotice list={list} q={q} />
        {tab === 'all' ? <InventoryTable list={list} /> : <BusinessGroups list={list} businesses={businesses.data ?? []} />}
      </FilteredList>
      {adding && <LazyItemFormDialog open onClose={() => setAdding(false)} onAddAnother={() => setAdding(true)} />}
    </>
  );
}
