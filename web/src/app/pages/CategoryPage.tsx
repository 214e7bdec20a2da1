import type { Category } from '@surplus/shared';
import { useState } from 'react';
import { Icon } from '../../components/Icon';
import { PageHeading } from '../../components/PageHeading';
import { PAGE_HEADING } from '../../components/page-heading-styles';
import { PlainButton } from '../../components/PlainButton';
import { SearchField } from '../../components/SearchField';
import { ONLY_RECENT, SortSelect, sortsWith } from '../../components/SortSelect';
import { useListUrl } from '../../hooks/use-list-url';
import { useSearchText } from '../../hooks/use-search-text';
import { FilteredList } from '../../features/filters/components/FilteredList';
import { SaveSearchButton } from '../../features/saved/components/SaveSearchButton';
import { categoryListParams } from '../../features/inventory/category-list';
import { usePagedList } from '../../features/inventory/use-paged-list';
import { FuzzyNotice } from '../../features/inventory/components/FuzzyNotice';
import { InventoryTable } from '../../features/inventory/components/InventoryTable';
import { LazyItemFormDialog } from '../../features/inventory/components/LazyItemFormDialog';

const PAGES = {
  door: { title: 'Doors Inventory', subtitle: 'Surplus roll-up doors listed by businesses', add: 'Add New Door' },
  part: { title: 'Parts Inventory', subtitle: 'Surplus door parts listed by businesses', add: 'Add New Part' },
} as const;

function CategoryList({ category }: { category: Category }) {
  const page = PAGES[category];
  const url = useListUrl();
  const search = useSearchText();
  const params = categoryListParams(category, url.state);
  const q = params.q ?? '';
  const [adding, setAdding] = useState(false);
  const list = usePagedList(params, url.state, url.change);
  const filters = params.filters ?? {};
  const sorts = sortsWith(filters, ONLY_RECENT);

  return (
    <>
      <PageHeading
        title={page.title}
        subtitle={page.subtitle}
        actions={
          <PlainButton variant="contained" startIcon={<Icon icon="Add" />} onClick={() => setAdding(true)}>
            {page.add}
          </PlainButton>
        }
      />
      <div className={PAGE_HEADING.searchRow}>
        <SearchField value={search.text} onChange={search.change} placeholder={`Search ${category}s...`} label={`Search ${category}s`} />
        <SaveSearchButton q={q} category={category} filters={filters} />
      </div>
      <FilteredList
        filters={filters}
        onChange={(changed) => url.change({ filters: changed })}
        params={params}
        category={category}
        sort={sorts.length > 1 && <SortSelect value={url.state.sort} onChange={(sort) => url.change({ sort })} options={sorts} />}
      >
        <FuzzyNotice list={list} q={q} />
        <InventoryTable list={list} />
      </FilteredList>
      {adding && <LazyItemFormDialog open defaultCategory={category} onClose={() => setAdding(false)} onAddAnother={() => setAdding(true)} />}
    </>
  );
}

export const DoorsPage = () => <CategoryList category="door" />;
export const PartsPage = () => <CategoryList category="part" />;
